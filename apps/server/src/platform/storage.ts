import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private-files.ts';

export const FILE_TYPES = {
  png: 'image/png',
  svg: 'image/svg+xml',
  mp3: 'audio/mpeg',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export type FileType = keyof typeof FILE_TYPES;

const FILE_URL_PREFIX = '/api/files/';

/** `<uuid>.<ext>`: the only keys the store hands out or serves. */
const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.([a-z0-9]+)$/;

/** Files served to anyone holding the URL (pictures for <img>); the rest go through checked routes. */
const PUBLIC_TYPES: ReadonlySet<string> = new Set<FileType>(['png', 'svg']);

/** True for a key the public /api/files route may serve. */
export function isPublicFile(key: string): boolean {
  return PUBLIC_TYPES.has(key.match(KEY_PATTERN)?.[1] ?? '');
}

export interface StoredFile {
  key: string;
  /** Where the browser fetches it: /api/files/<key>. */
  url: string;
}

/**
 * Files the app makes (images, audio, exports). Keys are random UUIDs, so a URL is only known
 * to whoever was given it; the content type comes from the extension the store chose itself.
 * Several servers share files by sharing DATA_DIR (README, "Running several servers").
 */
export interface FileStore {
  save(bytes: Uint8Array, type: FileType): Promise<StoredFile>;
  /** The bytes and content type, or null when there is no such file. */
  read(key: string): Promise<{ bytes: Buffer; contentType: string } | null>;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
}

export function fileUrl(key: string): string {
  return `${FILE_URL_PREFIX}${key}`;
}

/** The key of a URL fileUrl() made, or null for any other URL. */
export function fileKeyOf(url: string): string | null {
  const key = url.startsWith(FILE_URL_PREFIX) ? url.slice(FILE_URL_PREFIX.length) : '';
  return KEY_PATTERN.test(key) ? key : null;
}

export function createDiskStore(dataDir: string): FileStore {
  const root = path.join(dataDir, 'files');
  // Spread files over 256 folders so no folder grows huge.
  const locate = (key: string) => path.join(root, key.slice(0, 2), key);
  return {
    async save(bytes, type) {
      const key = `${randomUUID()}.${type}`;
      await fs.mkdir(path.dirname(locate(key)), { recursive: true, mode: PRIVATE_DIR_MODE });
      await fs.writeFile(locate(key), bytes, { flag: 'wx', mode: PRIVATE_FILE_MODE });
      return { key, url: fileUrl(key) };
    },
    async read(key) {
      const ext = key.match(KEY_PATTERN)?.[1] as FileType | undefined;
      if (!ext || !(ext in FILE_TYPES)) return null;
      try {
        return { bytes: await fs.readFile(locate(key)), contentType: FILE_TYPES[ext] };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async exists(key) {
      if (!KEY_PATTERN.test(key)) return false;
      return fs.stat(locate(key)).then(
        () => true,
        () => false,
      );
    },
    async remove(key) {
      if (KEY_PATTERN.test(key)) await fs.rm(locate(key), { force: true });
    },
  };
}
