import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

describe('the data directory', () => {
  it('is readable by the server user alone: folder 0700, database, WAL, secret and files 0600', async () => {
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'studybot-modes-')), 'data');
    const { app, services } = await buildApp(
      loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: '', PYTHON_RUNNERS: '1' }),
    );
    try {
      await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { username: 'modes', email: 'modes@example.com', password: 'correct-horse-1' },
      });
      const stored = await services.files.save(new Uint8Array([1, 2, 3]), 'png');
      expect(modeOf(dataDir)).toBe(0o700);
      for (const name of ['studybot.db', 'studybot.db-wal', 'studybot.db-shm', 'jwt-secret']) {
        expect(modeOf(path.join(dataDir, name)), name).toBe(0o600);
      }
      const folder = path.join(dataDir, 'files', stored.key.slice(0, 2));
      expect(modeOf(path.join(dataDir, 'files'))).toBe(0o700);
      expect(modeOf(folder)).toBe(0o700);
      expect(modeOf(path.join(folder, stored.key))).toBe(0o600);
    } finally {
      await app.close();
      fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
    }
  });

  it('narrows a data directory and database that an older version left open to all', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studybot-modes-'));
    fs.chmodSync(dataDir, 0o755);
    fs.writeFileSync(path.join(dataDir, 'studybot.db'), '', { mode: 0o644 });
    fs.chmodSync(path.join(dataDir, 'studybot.db'), 0o644);
    const { app } = await buildApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: '' }));
    try {
      expect(modeOf(dataDir)).toBe(0o700);
      expect(modeOf(path.join(dataDir, 'studybot.db'))).toBe(0o600);
    } finally {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
