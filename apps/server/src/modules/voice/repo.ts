import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { nowIso } from '../../platform/db/codec.ts';
import type { Db } from '../../platform/db/database.ts';

export interface SpokenRequest {
  textHash: string;
  voiceId: string;
  speed: number;
  featureSource: string;
}

export interface StoredClip {
  file_key: string;
  duration_ms: number;
  source: string;
}

/** Spoken clips (shared by cache key) and who asked for them. */
export class VoiceRepo {
  constructor(private readonly db: Db) {}

  findClip(cacheKey: string): Promise<StoredClip | undefined> {
    return this.db
      .selectFrom('speech_clips')
      .select(['file_key', 'duration_ms', 'source'])
      .where('cache_key', '=', cacheKey)
      .executeTakeFirst();
  }

  /** Stores a clip unless another server stored one first; returns the one kept. */
  async addClip(cacheKey: string, clip: StoredClip): Promise<StoredClip> {
    await this.db
      .insertInto('speech_clips')
      .values({ cache_key: cacheKey, ...clip, created_at: nowIso() })
      .onConflict((oc) => oc.column('cache_key').doNothing())
      .execute();
    const kept = await this.findClip(cacheKey);
    if (!kept) throw new Error('speech clip vanished after insert');
    return kept;
  }

  async forgetClip(cacheKey: string): Promise<void> {
    await this.db.deleteFrom('speech_clips').where('cache_key', '=', cacheKey).execute();
  }

  async recordRequest(userId: string, clip: StoredClip, request: SpokenRequest): Promise<void> {
    await this.db
      .insertInto('speech_requests')
      .values({
        id: randomUUID(),
        user_id: userId,
        file_key: clip.file_key,
        duration_ms: clip.duration_ms,
        text_hash: request.textHash,
        voice_id: request.voiceId,
        speed: request.speed,
        feature_source: request.featureSource,
        created_at: nowIso(),
      })
      .execute();
  }

  /** This user's request for the clip (of this text, when given), if there was one. */
  async requestedBy(
    userId: string,
    fileKey: string,
    textHash?: string,
  ): Promise<{ duration_ms: number; voice_id: string; speed: number } | undefined> {
    let query = this.db
      .selectFrom('speech_requests')
      .select(['duration_ms', 'voice_id', 'speed'])
      .where('user_id', '=', userId)
      .where('file_key', '=', fileKey);
    if (textHash) query = query.where('text_hash', '=', textHash);
    return query.limit(1).executeTakeFirst();
  }

  async millisecondsSince(userId: string, since: string): Promise<number> {
    const row = await this.db
      .selectFrom('speech_requests')
      .select(sql<number | string | null>`sum(duration_ms)`.as('total'))
      .where('user_id', '=', userId)
      .where('created_at', '>=', since)
      .executeTakeFirst();
    return Number(row?.total ?? 0);
  }
}
