// Draws one picture of every offline diagram kind into docs/gallery/ (run: npm run gallery).
// The pictures come from the real study packs, so rerun it after changing pack diagram data.
import { mkdirSync, writeFileSync } from 'node:fs';
import { diagramSources } from '../apps/server/src/modules/create/diagram-sources.ts';
import { type DiagramKind, drawStudyDiagram } from '../packages/engines/src/imaging/index.ts';
import { loadStudyPacks } from '../packages/engines/src/studygen/index.ts';

/** The prompt shown for each kind; docs/diagrams.md quotes the same prompts. */
const GALLERY: Record<DiagramKind, string> = {
  plot: 'graph of y = x^2 - 4',
  'concept-map': 'concept map of the cell',
  timeline: 'timeline of the French Revolution',
  'number-line': 'show -2 ≤ x < 5 on a number line',
  venn: 'Venn diagram: A = {1,2,3,4,5}, B = {4,5,6,7}',
  'bar-chart': 'bar chart of rainfall in mm: spring 60, summer 35, autumn 80, winter 95',
  'line-chart': 'line chart of temperature Mon 12 Tue 15 Wed 11 Thu 14 Fri 17',
  'pie-chart': 'pie chart of 40% rent, 35% food, 25% other',
  flowchart:
    'flowchart of making pasta: boil water -> add pasta -> cook 10 minutes -> is it soft? no: cook 10 minutes -> drain',
  geometry: 'right triangle with sides 3, 4, 5',
  cycle: 'the water cycle',
  sequence: 'planets in order',
  'relation-map': 'concept map of photosynthesis',
};

const out = new URL('../docs/gallery/', import.meta.url);
mkdirSync(out, { recursive: true });
const packs = loadStudyPacks();
const sources = diagramSources(() => packs);
for (const [kind, prompt] of Object.entries(GALLERY)) {
  const diagram = drawStudyDiagram(prompt, sources, { width: 800 });
  if (diagram.kind !== kind) throw new Error(`"${prompt}" drew a ${diagram.kind}, not a ${kind}`);
  writeFileSync(new URL(`${kind}.png`, out), diagram.png);
  console.log(`${kind}.png  ${prompt}`);
}
