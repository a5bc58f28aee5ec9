/**
 * Part of npm run bench — the offline diagram engine: one prompt of every kind (the gallery's),
 * drawn to SVG and PNG at 1200 px from the real study packs. Each kind's time is compared with the
 * function graph's, the first kind the engine drew, in the same run.
 */

import { loadStudyPacks } from '@studybot/engines';
import { drawStudyDiagram } from '@studybot/engines/imaging';
import { diagramSources } from '../apps/server/src/modules/create/diagram-sources.ts';
import { DIAGRAM_PROMPTS } from './diagram-prompts.ts';
import { timeRuns } from './timing.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const packs = loadStudyPacks();
const sources = diagramSources(() => packs);

const rows = Object.entries(DIAGRAM_PROMPTS).map(([kind, prompt]) => {
  let bytes = 0;
  const timing = timeRuns(RUNS, () => {
    const diagram = drawStudyDiagram(prompt, sources);
    if (diagram.kind !== kind) throw new Error(`"${prompt}" drew a ${diagram.kind}, not a ${kind}`);
    bytes = diagram.png.length;
  });
  return { kind, timing, bytes };
});
const baseline = rows.find((r) => r.kind === 'plot')!.timing.p50;

console.log(`\nOffline diagrams: one prompt per kind, SVG + 1200 px PNG, ${RUNS} runs after a warm-up`);
console.log('| kind | p50 ms | p95 ms | PNG KB | p50 ratio to the function graph |');
console.log('|---|---:|---:|---:|---:|');
for (const { kind, timing, bytes } of rows) {
  console.log(
    `| ${kind}${kind === 'plot' ? ' (baseline)' : ''} | ${timing.p50.toFixed(1)} | ${timing.p95.toFixed(1)} | ${(bytes / 1024).toFixed(0)} | ${(timing.p50 / baseline).toFixed(2)} |`,
  );
}
