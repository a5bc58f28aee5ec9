import { DEFAULT_SETTINGS, PlatformSettings } from '@studybot/contract';
import { toJson } from './db/codec.ts';
import type { Db } from './db/database.ts';

const ROW_ID = 'platform';
/** How long a server uses what it read before reading again: another server's save shows within this. */
export const SETTINGS_CACHE_MS = 5000;

/**
 * Owns platform_settings: the admin panel's settings, which quotas, uploads and sign-up read on
 * every request. Each server keeps what it read for a few seconds; its own saves apply at once.
 */
export class SettingsStore {
  #cached: { value: PlatformSettings; until: number } | null = null;
  #reading: Promise<PlatformSettings> | null = null;
  readonly #now: () => number;

  constructor(
    private readonly db: Db,
    options: { now?: () => number } = {},
  ) {
    this.#now = options.now ?? Date.now;
  }

  current(): Promise<PlatformSettings> {
    if (this.#cached && this.#now() < this.#cached.until) return Promise.resolve(this.#cached.value);
    this.#reading ??= this.#read().finally(() => {
      this.#reading = null;
    });
    return this.#reading;
  }

  async save(settings: PlatformSettings, by: string): Promise<PlatformSettings> {
    const row = {
      settings: toJson(settings),
      updated_at: new Date(this.#now()).toISOString(),
      updated_by: by,
    };
    await this.db
      .insertInto('platform_settings')
      .values({ id: ROW_ID, ...row })
      .onConflict((oc) => oc.column('id').doUpdateSet(row))
      .execute();
    this.#keep(settings);
    return settings;
  }

  async #read(): Promise<PlatformSettings> {
    const row = await this.db
      .selectFrom('platform_settings')
      .select('settings')
      .where('id', '=', ROW_ID)
      .executeTakeFirst();
    return this.#keep(fromStored(row?.settings));
  }

  #keep(value: PlatformSettings): PlatformSettings {
    this.#cached = { value, until: this.#now() + SETTINGS_CACHE_MS };
    return value;
  }
}

/**
 * Each stored field that is still valid, the default for the rest: a field saved under older
 * bounds (say, an upload size above a lowered ceiling) falls back alone instead of failing all.
 */
function fromStored(stored: unknown): PlatformSettings {
  const saved = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const fields = PlatformSettings.shape;
  const pick = <K extends keyof PlatformSettings>(key: K): PlatformSettings[K] => {
    const parsed = fields[key].safeParse(saved[key]);
    return parsed.success ? (parsed.data as PlatformSettings[K]) : DEFAULT_SETTINGS[key];
  };
  return {
    daily_api_calls_limit: pick('daily_api_calls_limit'),
    max_upload_mb: pick('max_upload_mb'),
    registration_open: pick('registration_open'),
    plan_limits: pick('plan_limits'),
  };
}
