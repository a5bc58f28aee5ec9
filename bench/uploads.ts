/**
 * Part of npm run bench — /api/health latency while hostile PDFs are read. The server runs in its own
 * process; this one first measures /api/health alone (the same-run baseline), then again while five
 * students each upload a 350 KB PDF whose content stream inflates to 350 MB, all at once, repeated
 * for BENCH_ROUNDS rounds. Goal: p99 under 100 ms. Figures go to BENCHMARKS.md by hand.
 * Run: node --import tsx bench/uploads.ts
 */
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { deflateBomb, makePdf } from '../packages/engines/src/documents/testing.ts';
import { startServer } from './server.ts';
import { percentile } from './timing.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const UPLOADERS = 5;
const HEALTH_EVERY_MS = 10;
const BASELINE_MS = Number(process.env.BENCH_BASELINE_MS ?? 5_000);

/** The server's CPU time so far, in seconds (user + system, from /proc). */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Waits for start-up work (worker warm-up, plagiarism index) to end: under 10% of a core for 2 s. */
async function waitUntilIdle(pid: number): Promise<void> {
  for (let i = 0; i < 60; i++) {
    const before = cpuSeconds(pid);
    await new Promise((r) => setTimeout(r, 2_000));
    if (cpuSeconds(pid) - before < 0.2) return;
  }
}

function peakRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(status.match(/VmHWM:\s+(\d+)/)?.[1] ?? 0) / 1024);
}

/** Asks for /api/health every HEALTH_EVERY_MS, one request at a time, until `until` settles. */
async function healthLatencies(base: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const times: number[] = [];
  while (!done) {
    const t = performance.now();
    const res = await fetch(`${base}/api/health`);
    await res.arrayBuffer();
    times.push(performance.now() - t);
    await new Promise((r) => setTimeout(r, HEALTH_EVERY_MS));
  }
  return times;
}

async function register(base: string, name: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: name, email: `${name}@example.com`, password: 'bench-password-1' }),
  });
  if (!res.ok) throw new Error(`register ${name}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function uploadPdf(
  base: string,
  token: string,
  bytes: Uint8Array,
): Promise<{ status: number; ms: number }> {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'bomb.pdf');
  const t = performance.now();
  const res = await fetch(`${base}/api/notes/extract`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - t };
}

const fmt = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50).toFixed(1),
    p99: percentile(sorted, 99).toFixed(1),
    max: sorted[sorted.length - 1]!.toFixed(1),
  };
};

const bomb = makePdf('', { dict: '/Filter /FlateDecode', data: deflateBomb(350) });
const { child, base, stop } = await startServer('uploads');
try {
  const tokens = await Promise.all(
    Array.from({ length: UPLOADERS }, (_, i) => register(base, `bench_uploader_${i}`)),
  );
  await waitUntilIdle(child.pid!);

  const baseline = await healthLatencies(base, new Promise((r) => setTimeout(r, BASELINE_MS)));
  const uploads: { status: number; ms: number }[] = [];
  const loaded: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const batch = Promise.all(tokens.map((token) => uploadPdf(base, token, bomb)));
    loaded.push(...(await healthLatencies(base, batch)));
    uploads.push(...(await batch));
  }
  const statuses = [...new Set(uploads.map((u) => u.status))].join(', ');
  const b = fmt(baseline);
  const l = fmt(loaded);
  const u = fmt(uploads.map((x) => x.ms));
  console.log(
    `Bomb PDF: ${(bomb.length / 1024).toFixed(0)} KB, content stream inflating to 350 MB; ` +
      `${UPLOADERS} students uploading at once, ${ROUNDS} rounds`,
  );
  console.log('| phase | /api/health requests | p50 ms | p99 ms | max ms |');
  console.log('|---|---|---|---|---|');
  console.log(`| /api/health alone | ${b.n} | ${b.p50} | ${b.p99} | ${b.max} |`);
  console.log(`| during ${UPLOADERS} bomb uploads at once | ${l.n} | ${l.p50} | ${l.p99} | ${l.max} |`);
  console.log(
    `Uploads: ${uploads.length}, status ${statuses}; upload latency p50 ${u.p50} ms, max ${u.max} ms; ` +
      `p99 ratio loaded / alone ${(Number(l.p99) / Number(b.p99)).toFixed(2)}×; server peak RSS ${peakRssMb(child.pid!)} MB`,
  );
} finally {
  await stop();
}
