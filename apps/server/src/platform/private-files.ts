import fs from 'node:fs';

/** Owner-only: students' files, the database and the token secret are nobody else's to read. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates a folder readable by the server's user alone, or narrows an existing one to that. A
 * folder created with `recursive` gets the mode on every level it creates.
 */
export function ensurePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  fs.chmodSync(dir, PRIVATE_DIR_MODE);
}

/**
 * Creates the file empty if missing and narrows it to its owner. SQLite gives the WAL and
 * shared-memory files it creates beside a database the database file's own mode.
 */
export function ensurePrivateFile(file: string): void {
  fs.closeSync(fs.openSync(file, 'a', PRIVATE_FILE_MODE));
  fs.chmodSync(file, PRIVATE_FILE_MODE);
}
