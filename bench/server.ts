/** Helpers for benchmarks that start the real server in its own process. */
import type { ChildProcess } from 'node:child_process';

/** Resolves once `/api/health` answers; rejects if the server exits or takes over 30 s. */
export async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become healthy');
}
