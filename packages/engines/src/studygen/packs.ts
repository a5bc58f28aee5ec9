import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { StudyPack } from './pack.ts';

/** content/study-packs at the repository root. */
export const DEFAULT_PACKS_DIR = new URL('../../../../content/study-packs', import.meta.url);

export class StudyPackError extends Error {
  override readonly name = 'StudyPackError';
  constructor(
    readonly file: string,
    detail: string,
  ) {
    super(`Study pack ${file} is invalid: ${detail}`);
  }
}

const cache = new Map<string, StudyPack[]>();

function toPath(dir: string | URL): string {
  return resolve(typeof dir === 'string' ? dir : fileURLToPath(dir));
}

function jsonFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...jsonFiles(path));
    else if (entry.isFile() && entry.name.endsWith('.json')) out.push(path);
  }
  return out;
}

/**
 * Read and validate every `<subject>/<id>.json` under `dir` (recursively). The result is cached per
 * directory; a missing directory yields no packs. Throws `StudyPackError` naming the first bad file.
 */
export function loadStudyPacks(dir: string | URL = DEFAULT_PACKS_DIR): StudyPack[] {
  const root = toPath(dir);
  const cached = cache.get(root);
  if (cached) return cached;
  let isDir = false;
  try {
    isDir = statSync(root).isDirectory();
  } catch {
    isDir = false;
  }
  const packs: StudyPack[] = [];
  const ids = new Map<string, string>();
  for (const path of isDir ? jsonFiles(root) : []) {
    const file = relative(root, path);
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      throw new StudyPackError(file, `not valid JSON (${(error as Error).message})`);
    }
    const parsed = StudyPack.safeParse(raw);
    if (!parsed.success) {
      const detail = parsed.error.issues
        .slice(0, 5)
        .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
        .join('; ');
      throw new StudyPackError(file, detail);
    }
    const other = ids.get(parsed.data.id);
    if (other) throw new StudyPackError(file, `id "${parsed.data.id}" is already used by ${other}`);
    ids.set(parsed.data.id, file);
    packs.push(parsed.data);
  }
  cache.set(root, packs);
  return packs;
}

/** Forget cached packs (all directories, or one). */
export function clearStudyPackCache(dir?: string | URL): void {
  if (dir === undefined) cache.clear();
  else cache.delete(toPath(dir));
}
