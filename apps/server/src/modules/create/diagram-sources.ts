import { findPacks, type StudyPack, wordnetConcepts } from '@studybot/engines';
import type { DiagramSources } from '@studybot/engines/imaging';

const MAX_CONCEPTS = 12;

/** Concept maps from the study packs, else WordNet's parts and kinds; timelines from history packs. */
export function diagramSources(packs: () => StudyPack[]): DiagramSources {
  return {
    concepts(topic) {
      const pack = findPacks(packs(), topic)[0];
      if (!pack) return wordnetConcepts(topic, MAX_CONCEPTS);
      return {
        center: pack.title,
        nodes: pack.terms
          .slice(0, MAX_CONCEPTS)
          .map((t) => ({ label: t.term, relation: t.category ?? 'includes' })),
        source: `pack:${pack.id}`,
      };
    },
    timeline(topic) {
      const pack = findPacks(packs(), topic).find((p) => (p.events?.length ?? 0) >= 2);
      if (!pack?.events) return null;
      return { title: pack.title, events: pack.events, source: `pack:${pack.id}` };
    },
  };
}
