import { DEFAULT_SETTINGS } from '@studybot/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../test/app.ts';
import { SETTINGS_CACHE_MS, SettingsStore } from './settings.ts';

describe('SettingsStore', () => {
  let t: TestApp;
  let adminId: string;
  beforeAll(async () => {
    t = await createTestApp();
    adminId = (await signUp(t)).user.id;
  });

  it('starts at the defaults; another server sees a save once its short cache ends', async () => {
    let clock = 1_000_000;
    const now = () => clock;
    const here = new SettingsStore(t.services.db, { now });
    const there = new SettingsStore(t.services.db, { now });
    expect(await there.current()).toEqual(DEFAULT_SETTINGS);

    const closed = { ...DEFAULT_SETTINGS, registration_open: false };
    await here.save(closed, adminId);
    expect(await here.current()).toEqual(closed);
    expect(await there.current()).toEqual(DEFAULT_SETTINGS);
    clock += SETTINGS_CACHE_MS - 1;
    expect((await there.current()).registration_open).toBe(true);
    clock += 1;
    expect(await there.current()).toEqual(closed);
    await here.save(DEFAULT_SETTINGS, adminId);
  });

  it('a stored field no longer valid falls back to its default alone', async () => {
    await t.services.db
      .updateTable('platform_settings')
      .set({
        settings: JSON.stringify({
          max_upload_mb: 10_000,
          registration_open: false,
          daily_api_calls_limit: 'x',
        }),
      })
      .execute();
    const fresh = new SettingsStore(t.services.db);
    expect(await fresh.current()).toEqual({ ...DEFAULT_SETTINGS, registration_open: false });
    await fresh.save(DEFAULT_SETTINGS, adminId);
  });
});
