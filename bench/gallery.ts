/**
 * Draws one picture of every offline diagram kind into docs/gallery/ (npm run gallery).
 * The pictures come from the real study packs, so rerun it after changing pack diagram data.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadStudyPacks } from '@studybot/engines';
import { drawStudyDiagram } from '@studybot/engines/imaging';
import { diagramSources } from '../apps/server/src/modules/create/diagram-sources.ts';
import { DIAGRAM_PROMPTS } from './diagram-prompts.ts';

const out = new URL('../docs/gallery/', import.meta.url);
mkdirSync(out, { recursive: true });
const packs = loadStudyPacks();
const sources = diagramSources(() => packs);
for (const [kind, prompt] of Object.entries(DIAGRAM_PROMPTS)) {
  const diagram = drawStudyDiagram(prompt, sources, { width: 800 });
  if (diagram.kind !== kind) throw new Error(`"${prompt}" drew a ${diagram.kind}, not a ${kind}`);
  writeFileSync(new URL(`${kind}.png`, out), diagram.png);
  console.log(`${kind}.png  ${prompt}`);
}
