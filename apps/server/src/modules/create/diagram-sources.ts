import {
  conceptFocus,
  findPackDiagram,
  type PackPart,
  reversedName,
  routeTopic,
  type StudyPack,
  wordnetConcepts,
} from '@studybot/engines';
import type { DiagramSources } from '@studybot/engines/imaging';

const MAX_CONCEPTS = 12;
/** Fewer terms than this make no map (the same floor as WordNet's maps). */
const MIN_CONCEPTS = 3;

/** A map of the pack's terms; a part of a near pack is centred on the topic, not on the pack. */
function packMap(part: PackPart, topic: string) {
  return {
    center: part.whole ? part.pack.title : topic.trim(),
    nodes: part.terms
      .slice(0, MAX_CONCEPTS)
      .map((t) => ({ label: t.term, relation: t.category ?? 'includes' })),
    source: `pack:${part.pack.id}`,
  };
}

/**
 * Concept maps from the study packs (the same routing as quizzes: a near pack gives only its part about
 * the topic), else WordNet's parts and kinds; timelines only from a history pack about the topic;
 * cycles, ordered stages and process maps from the packs' sequences and relations.
 */
export function diagramSources(packs: () => StudyPack[]): DiagramSources {
  return {
    concepts(topic, request) {
      const [part] = routeTopic(packs(), topic);
      if (part && (part.whole || part.terms.length >= MIN_CONCEPTS)) return packMap(part, topic);
      return wordnetConcepts(topic, MAX_CONCEPTS, { focus: conceptFocus(request) });
    },
    timeline(topic) {
      const part = routeTopic(packs(), topic).find((p) => p.whole && (p.pack.events?.length ?? 0) >= 2);
      if (!part?.pack.events) return null;
      return { title: part.pack.title, events: part.pack.events, source: `pack:${part.pack.id}` };
    },
    process(request) {
      const found = findPackDiagram(packs(), request);
      if (!found) return null;
      const source = `pack:${found.pack.id}`;
      if (found.kind === 'relations') {
        const { name, inputs, outputs, site } = found.entry;
        return { kind: 'relations', name, inputs, outputs, site, source };
      }
      const { name, cycle, stacked, stages } = found.entry;
      if (!found.reversed) return { kind: 'sequence', title: name, cycle, stacked, stages, source };
      // A stack keeps its real arrangement (the crust stays on top): only the numbering turns round.
      const turned = stacked && (stacked === 'bottom-up' ? 'top-down' : 'bottom-up');
      return {
        kind: 'sequence',
        title: reversedName(name),
        cycle,
        stacked: turned,
        stages: [...stages].reverse(),
        source,
      };
    },
  };
}
