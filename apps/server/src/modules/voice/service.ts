import { createHash } from 'node:crypto';
import {
  AUDIO_SAVED,
  AUDIO_TOO_SHORT,
  type AudioUsageInfo,
  type AudioUsageResponse,
  DAILY_LIMIT_REACHED,
  MIN_AUDIO_CHARS,
  roundSpeed,
  type TtsGenerateRequest,
  type TtsGenerateResponse,
  type TtsSaveRequest,
  type TtsSaveResponse,
  type User,
  type VoiceId,
} from '@studybot/contract';
import type { SpeechProvider } from '../../platform/ai/provider.ts';
import type { TaskLogger } from '../../platform/ai/run-task.ts';
import { PROVIDER_CHUNK_CHARS, providerSpeech } from '../../platform/ai/speech.ts';
import { badRequest, HttpError, notFound } from '../../platform/errors.ts';
import { hasFeature, requireEntitlement } from '../../platform/plans/entitlements.ts';
import type { QuotaService, QuotaUsage } from '../../platform/plans/quota.ts';
import type { FileStore } from '../../platform/storage.ts';
import type { LibraryService } from '../library/service.ts';
import { type StoredClip, VoiceRepo } from './repo.ts';

type SpeechModule = typeof import('@studybot/engines/speech');
type SpeechEngine = InstanceType<SpeechModule['SpeechEngine']>;

/** A text another module wants checked for plagiarism later (saved audio is library text). */
export type LibraryTextIndexer = (input: {
  userId: string;
  projectId: string;
  title: string;
  text: string;
}) => Promise<void>;

export interface VoiceDeps {
  quotas: QuotaService;
  files: FileStore;
  projects: LibraryService;
  speechModel: SpeechProvider | null;
  /** Worker pool settings for the local voices; the engine's defaults otherwise. */
  speechOptions?: import('@studybot/engines/speech').SpeechEngineOptions;
  indexLibraryText?: LibraryTextIndexer;
}

export const AUDIO_URL_PREFIX = '/api/tts/audio/';
const LOCAL_SOURCE = 'local:espeak-ng';

const audioUrl = (fileKey: string) => `${AUDIO_URL_PREFIX}${fileKey}`;
const seconds = (ms: number) => Math.round(ms / 100) / 10;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

interface MadeClip extends StoredClip {
  cached: boolean;
  notice?: string;
}

/**
 * Text to speech: local espeak-ng voices (or the configured speech model), cached per student by
 * text, voice and speed, metered per day, and played back only to users who asked for the clip.
 */
export class VoiceService {
  readonly #repo: VoiceRepo;
  #engine: Promise<{ module: SpeechModule; engine: SpeechEngine }> | undefined;
  /** Clips being made right now, so identical requests arriving together share one. */
  readonly #inFlight = new Map<string, Promise<StoredClip & { notice?: string }>>();

  constructor(
    db: ConstructorParameters<typeof VoiceRepo>[0],
    private readonly deps: VoiceDeps,
  ) {
    this.#repo = new VoiceRepo(db);
  }

  async generate(user: User, request: TtsGenerateRequest, log: TaskLogger): Promise<TtsGenerateResponse> {
    const text = request.text.trim();
    if (text.length < MIN_AUDIO_CHARS) throw badRequest(AUDIO_TOO_SHORT);
    const voice = (request.voice_id ?? 'victoria') as VoiceId;
    const speed = roundSpeed(Number(request.speed ?? 1));
    const featureSource = request.feature_source ?? 'voiceover';

    const { usage, clip } = await this.deps.quotas.metered(
      user,
      'voice_requests',
      async (usage) => {
        const clip = await this.#clip(user.id, text, voice, speed, log);
        await this.#repo.recordRequest(user.id, clip, {
          textHash: sha256(text),
          voiceId: voice,
          speed,
          featureSource,
        });
        return { usage, clip };
      },
      { limitReached: (refusal) => new HttpError(429, DAILY_LIMIT_REACHED, refusal.headers) },
    );
    return {
      audio_url: audioUrl(clip.file_key),
      duration: seconds(clip.duration_ms),
      voice_id: voice,
      speed,
      can_download: hasFeature(user, 'voice_download'),
      usage_info: await this.#usageInfo(user, usage),
      cached: clip.cached,
      source: clip.source,
      ...(clip.notice ? { notice: clip.notice } : {}),
    };
  }

  async usage(user: User): Promise<AudioUsageResponse> {
    const usage = await this.deps.quotas.usage(user, 'voice_requests');
    return { ...(await this.#usageInfo(user, usage)), can_download: hasFeature(user, 'voice_download') };
  }

  /**
   * The MP3 of a clip this user asked for; 404 for anyone else, as if it did not exist.
   * Downloading it (rather than playing it) is a plan feature.
   */
  async audio(user: User, fileKey: string, { download = false } = {}): Promise<Buffer> {
    if (download) requireEntitlement(user, 'voice_download');
    const requested = await this.#repo.requestedBy(user.id, fileKey);
    const file = requested ? await this.deps.files.read(fileKey) : null;
    if (!file) throw notFound('Audio not found');
    return file.bytes;
  }

  async saveToLibrary(user: User, request: TtsSaveRequest): Promise<TtsSaveResponse> {
    const fileKey = request.audio_url.startsWith(AUDIO_URL_PREFIX)
      ? request.audio_url.slice(AUDIO_URL_PREFIX.length)
      : '';
    const text = request.text.trim();
    const requested = fileKey ? await this.#repo.requestedBy(user.id, fileKey, sha256(text)) : undefined;
    if (!requested) throw badRequest('audio_url is not audio you generated from this text');
    const project = await this.deps.projects.create(user.id, {
      type: 'voiceover',
      title: request.title,
      description: text.slice(0, 160) || null,
      output_url: audioUrl(fileKey),
      // What was really spoken, from the request record, not the client's claim.
      output_data: {
        text,
        voice_id: requested.voice_id,
        speed: requested.speed,
        duration: seconds(requested.duration_ms),
        feature_source: request.feature_source ?? 'voiceover',
      },
      metadata: { prompt: text.slice(0, 200), voice_id: requested.voice_id },
    });
    await this.deps.indexLibraryText?.({
      userId: user.id,
      projectId: project.id,
      title: request.title,
      text,
    });
    return { message: AUDIO_SAVED, project_id: project.id };
  }

  /** Chunks of speech waiting for the engine (0 before it is loaded). */
  async waitingChunks(): Promise<number> {
    return this.#engine ? (await this.#engine).engine.waiting : 0;
  }

  async close(): Promise<void> {
    const loaded = this.#engine;
    this.#engine = undefined;
    if (loaded) await (await loaded).engine.close();
  }

  /**
   * The cache is per student (decision record 0009): a clip another student made is never reused,
   * so how fast an answer comes says nothing about what anyone else has had read aloud.
   */
  async #clip(
    userId: string,
    text: string,
    voice: VoiceId,
    speed: number,
    log: TaskLogger,
  ): Promise<MadeClip> {
    const { speechModel } = this.deps;
    const cacheKey = createHash('sha256')
      .update(`${userId}\n${speechModel?.label ?? LOCAL_SOURCE}\n${voice}\n${speed}\n${text}`)
      .digest('hex');
    const stored = await this.#repo.findClip(cacheKey);
    if (stored) {
      if (await this.deps.files.exists(stored.file_key)) return { ...stored, cached: true };
      // The file was lost (e.g. DATA_DIR restored without files): make it again.
      await this.#repo.forgetClip(cacheKey);
    }
    let making = this.#inFlight.get(cacheKey);
    if (!making) {
      making = this.#make(cacheKey, text, voice, speed, log).finally(() => this.#inFlight.delete(cacheKey));
      this.#inFlight.set(cacheKey, making);
    }
    return { ...(await making), cached: false };
  }

  async #make(
    cacheKey: string,
    text: string,
    voice: VoiceId,
    speed: number,
    log: TaskLogger,
  ): Promise<StoredClip & { notice?: string }> {
    const { module, engine } = await this.#loadEngine();
    const { speechModel } = this.deps;
    let audio: { mp3: Uint8Array; seconds: number; source: string } | undefined;
    let notice: string | undefined;
    if (speechModel) {
      try {
        const chunks = module.splitForSpeech(text, PROVIDER_CHUNK_CHARS);
        const mp3 = await providerSpeech(speechModel, chunks, voice, speed);
        audio = { mp3, seconds: module.mp3Duration(mp3), source: speechModel.label };
        if (audio.seconds <= 0) throw new Error('the speech model did not return MP3 audio');
      } catch (error) {
        // The provider's own words can name its URL or account: they go to the log only.
        notice = 'the speech model could not answer, so a local voice read the text';
        log.warn({ task: 'speech', err: error }, 'AI provider answer not used; falling back to local');
        audio = undefined;
      }
    }
    try {
      audio ??= { ...(await engine.speak(text, voice, speed)), source: LOCAL_SOURCE };
    } catch (error) {
      if (error instanceof module.NothingToSpeakError) throw badRequest(error.message);
      if (error instanceof module.SpeechBusyError)
        throw new HttpError(503, error.message, { 'retry-after': '60' });
      throw error;
    }
    const file = await this.deps.files.save(audio.mp3, 'mp3');
    const clip = { file_key: file.key, duration_ms: Math.round(audio.seconds * 1000), source: audio.source };
    // A fallback clip is not cached under the provider's key: the provider may answer next time.
    if (notice) return { ...clip, notice };
    let kept: typeof clip;
    try {
      kept = await this.#repo.addClip(cacheKey, clip);
    } catch (error) {
      await this.deps.files.remove(clip.file_key);
      throw error;
    }
    if (kept.file_key !== clip.file_key) await this.deps.files.remove(clip.file_key);
    return kept;
  }

  #loadEngine() {
    this.#engine ??= import('@studybot/engines/speech').then((module) => ({
      module,
      engine: new module.SpeechEngine(this.deps.speechOptions),
    }));
    return this.#engine;
  }

  async #usageInfo(user: User, usage: QuotaUsage): Promise<AudioUsageInfo> {
    const ms = await this.#repo.millisecondsSince(user.id, `${usage.period_key}T00:00:00.000Z`);
    return {
      current_requests: usage.used,
      max_requests: usage.limit ?? -1,
      requests_remaining: usage.remaining ?? -1,
      current_minutes: Math.round(ms / 6000) / 10,
      max_minutes: -1,
      minutes_remaining: -1,
      resets_at: usage.resets_at,
    };
  }
}
