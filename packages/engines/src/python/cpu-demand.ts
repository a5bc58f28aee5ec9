import { readdir, readFile } from 'node:fs/promises';

/**
 * How much CPU a process's threads wanted, in milliseconds since they started: the time each ran plus
 * the time it waited on a run queue (Linux /proc/<pid>/task/<tid>/schedstat). A thread spinning in a loop
 * wants the whole wall clock whether the machine gives it a full core or a tenth of one, so unlike CPU
 * time this does not shrink when the machine is busy. Undefined where the kernel does not report it.
 */
export async function threadDemandMs(pid: number): Promise<Map<string, number> | undefined> {
  let tids: string[];
  try {
    tids = await readdir(`/proc/${pid}/task`);
  } catch {
    return undefined;
  }
  const demand = new Map<string, number>();
  await Promise.all(
    tids.map(async (tid) => {
      try {
        const [ranNs, waitedNs] = (await readFile(`/proc/${pid}/task/${tid}/schedstat`, 'utf8')).split(' ');
        demand.set(tid, (Number(ranNs) + Number(waitedNs)) / 1e6);
      } catch {
        // The thread ended between the listing and the read.
      }
    }),
  );
  return demand.size > 0 ? demand : undefined;
}

/** Demand added since the previous reading; a thread new since then counts in full. */
export function demandSince(previous: Map<string, number>, now: Map<string, number>): number {
  let added = 0;
  for (const [tid, ms] of now) added += Math.max(0, ms - (previous.get(tid) ?? 0));
  return added;
}
