import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to SQLite in ./data on port 3000 with local engines', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.database).toEqual({ dialect: 'sqlite', file: path.resolve('data', 'studybot.db') });
    expect(config.ai.provider).toBe('local');
    expect(config.payments.provider).toBe('local');
    expect(config.admin).toBeUndefined();
    expect(config.jwtSecret).toBeUndefined();
    expect(config.trustProxy).toBe(false);
    expect(config.python).toEqual({ runners: 3, sessionsPerProcess: 50 });
  });

  it('takes the three payment providers and refuses others', () => {
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      PUBLIC_URL: 'https://study.example.edu',
    };
    for (const provider of ['local', 'stripe', 'none']) {
      expect(loadConfig({ PAYMENTS_PROVIDER: provider, ...stripe }).payments.provider).toBe(provider);
    }
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'free' })).toThrow(/PAYMENTS_PROVIDER/);
    // Stripe without its key, signing secret or this site's address would fail at the first sale.
    for (const missing of Object.keys(stripe)) {
      const partial = { ...stripe, [missing]: undefined };
      expect(() => loadConfig({ PAYMENTS_PROVIDER: 'stripe', ...partial })).toThrow(
        /needs STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and PUBLIC_URL/,
      );
    }
  });

  it('takes a vision model for math photos, unset by default', () => {
    expect(loadConfig({}).ai.visionModel).toBeUndefined();
    const ai = loadConfig({ AI_PROVIDER: 'openai', AI_MODEL: 'llama3.2', AI_VISION_MODEL: 'qwen2.5vl' }).ai;
    expect(ai).toMatchObject({ provider: 'openai', model: 'llama3.2', visionModel: 'qwen2.5vl' });
  });

  it('sizes the Python runners', () => {
    const config = loadConfig({ PYTHON_RUNNERS: '8', PYTHON_SESSIONS_PER_PROCESS: '1' });
    expect(config.python).toEqual({ runners: 8, sessionsPerProcess: 1 });
  });

  it('reads PostgreSQL and SQLite URLs', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/sb' }).database).toEqual({
      dialect: 'postgres',
      url: 'postgres://u:p@db:5432/sb',
    });
    expect(loadConfig({ DATABASE_URL: 'postgresql://db/sb' }).database.dialect).toBe('postgres');
    expect(loadConfig({ DATABASE_URL: 'sqlite:/srv/sb.db' }).database).toEqual({
      dialect: 'sqlite',
      file: '/srv/sb.db',
    });
  });

  it('takes the admin account, with a default email', () => {
    expect(loadConfig({ ADMIN_USERNAME: 'ops', ADMIN_PASSWORD: 'pw-pw-pw-pw' }).admin).toEqual({
      username: 'ops',
      password: 'pw-pw-pw-pw',
      email: 'ops@localhost',
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://db/sb' }, 'DATABASE_URL must start with postgres:// or sqlite:'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters'],
    [{ ADMIN_USERNAME: 'ops' }, 'ADMIN_USERNAME and ADMIN_PASSWORD go together'],
    [{ AI_PROVIDER: 'magic' }, 'AI_PROVIDER'],
    [{ PYTHON_RUNNERS: '0' }, 'PYTHON_RUNNERS'],
    [{ PYTHON_SESSIONS_PER_PROCESS: 'many' }, 'PYTHON_SESSIONS_PER_PROCESS'],
  ])('refuses bad settings with a readable message: %j', (env, message) => {
    expect(() => loadConfig(env)).toThrowError(message);
  });
});
