// A Pyodide memory snapshot, shared by every runner this process starts. Loading Pyodide from scratch
// (initialising CPython and importing its start-up modules) takes ~3 s; restoring the WebAssembly memory
// of an already started Pyodide takes a small fraction of that.
//
// The first runner's first session loads Pyodide in full and, straight after `loadPyodide` returns — before
// its streams, interrupt buffer and runner.py are set up and before it reports ready, so before any program
// can run — sends a copy of its memory to the parent, which writes it to a private file (a fresh 0700
// folder, the file read-only). Later runner processes get read access to that one file only; the maker
// process keeps the bytes it sent. Every later session restores from its own copy. So the snapshot holds
// nothing but Pyodide's own start-up state, the same for every owner; runners cannot write it (no
// --allow-fs-write), and every restored session still hardens itself and runs runner.py before user
// code. A program may read the file, which tells it no more than the Pyodide folder already does.
import { mkdtempSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** How a new runner starts: restore from the snapshot file, make the snapshot, or load Pyodide in full. */
export type SnapshotRole = { restore: string } | { make: true } | Record<string, never>;

let file: string | undefined;
let making = false;
/** Set once snapshots failed (could not be made, or restores kept failing): every runner then loads in full. */
let disabled = false;
let restoreFailures = 0;
/** Open pools; when the last one closes the file is deleted (exit hooks do not run when test workers or
 * the server are killed, and each file is ~30 MB). */
let users = 0;

function remove(path: string): void {
  rmSync(dirname(path), { recursive: true, force: true });
}

/** A pool uses snapshots from now until it calls the returned function (once, on close). */
export function useSnapshots(): () => void {
  users++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--users === 0 && file) {
      remove(file);
      file = undefined;
    }
  };
}

export function snapshotRole(): SnapshotRole {
  if (disabled) return {};
  if (file) return { restore: file };
  if (making) return {}; // Another runner is making it; this one loads in full rather than wait.
  making = true;
  return { make: true };
}

/** The maker's bytes arrived (only accepted before it reported ready, i.e. before any user code). */
export async function storeSnapshot(bytes: Uint8Array): Promise<void> {
  try {
    // A new private folder each time (normally once per process): a tmp cleaner may have removed the last.
    const dir = mkdtempSync(join(tmpdir(), 'studybot-pyodide-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    const path = join(dir, 'snapshot.bin');
    await writeFile(path, bytes, { mode: 0o400, flag: 'wx' });
    if (disabled || users === 0) remove(path);
    else file = path;
  } catch {
    disabled = true;
  } finally {
    making = false;
  }
}

/** The maker exited or said it could not make one before sending it. */
export function snapshotNotMade(unsupported: boolean): void {
  making = false;
  if (unsupported) disabled = true;
}

/**
 * A runner restoring from `path` failed to start (say the file was removed by a tmp cleaner): make a new
 * snapshot once; if that fails too, stop using snapshots rather than fail every start.
 */
export function snapshotFailed(path: string): void {
  if (file !== path) return;
  file = undefined;
  if (++restoreFailures >= 2) disabled = true;
}

/** A runner restored from the snapshot and started: earlier failures were passing trouble. */
export function snapshotRestored(): void {
  restoreFailures = 0;
}
