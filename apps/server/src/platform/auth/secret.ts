import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '../private-files.ts';

/**
 * JWT_SECRET when set; otherwise a secret generated on first start and kept in
 * DATA_DIR/jwt-secret, so tokens survive restarts. Servers sharing a database must share
 * JWT_SECRET (README, "Running several servers").
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  ensurePrivateDir(dataDir);
  if (!fs.existsSync(file)) {
    // Written whole to a temporary file, then linked into place: a server starting at the same
    // moment either sees no file or a complete one, and the first link wins.
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(temp, randomBytes(48).toString('base64url'), { mode: PRIVATE_FILE_MODE });
    try {
      fs.linkSync(temp, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(temp, { force: true });
    }
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32)
    throw new Error(`${file} holds fewer than 32 characters; delete it or set JWT_SECRET`);
  return secret;
}
