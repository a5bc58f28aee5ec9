import { topicSynset } from '../from-wordnet.ts';
import { contentWords } from '../text.ts';
import { type Synset, synset } from '../wordnet.ts';
import { type GeneratedItem, viewOf } from './item.ts';

/** A review topic and what counts as on-topic for it. */
export interface ReviewTopic {
  topic: string;
  /** pack: a study pack is about it; wordnet: no pack is, WordNet should serve it; edge: near packs, ambiguity, nonsense. */
  group: 'pack' | 'wordnet' | 'edge';
  /** Ids of the packs that are about this topic: all their items are on-topic. */
  packs?: string[];
  /** Ids of packs that share words with the topic but are about something else. */
  wrongPacks?: string[];
  /** Other words that show an item is about the topic ("mitochondrion" for "mitochondria"). */
  related?: string[];
}

/** WordNet links that keep an item inside the topic's tree: kind of, instance of, part/member/substance of. */
const UPWARD = new Set(['@', '@i', '#p', '#m', '#s']);
const MAX_STEPS = 3;

function reachesTopic(start: Synset, root: Synset): boolean {
  const seen = new Set<number>([start.offset]);
  let level = [start];
  for (let step = 0; step < MAX_STEPS && level.length; step++) {
    const next: Synset[] = [];
    for (const s of level) {
      for (const p of s.pointers) {
        if (p.pos !== 'n' || !UPWARD.has(p.symbol) || seen.has(p.offset)) continue;
        if (p.offset === root.offset) return true;
        seen.add(p.offset);
        next.push(synset(p.offset));
      }
    }
    level = next;
  }
  return false;
}

/** A WordNet item whose synset lies under the topic's synset (within a few steps). */
function underTopicSynset(ref: string, topic: string): boolean {
  const offset = /noun (\d{8})/.exec(ref)?.[1];
  const root = topicSynset(topic);
  if (!offset || !root) return false;
  const own = synset(Number(offset));
  return own.offset === root.offset || reachesTopic(own, root);
}

/**
 * Off-topic: from a pack known to be about something else, or sharing no content word with the topic
 * while coming neither from the topic's own pack nor from under its WordNet entry. Items from the
 * student's notes are never off-topic (the notes are the topic).
 */
export function isOffTopic(item: GeneratedItem, topic: ReviewTopic): boolean {
  const source = item.source;
  if (source?.kind === 'notes') return false;
  const packId = source?.kind === 'pack' ? source.ref.split('/').at(-1) : undefined;
  if (packId && topic.wrongPacks?.includes(packId)) return true;
  if (packId && topic.packs?.includes(packId)) return false;
  if (source?.kind === 'wordnet' && underTopicSynset(source.ref, topic.topic)) return false;
  const view = viewOf(item);
  const topicWords = new Set(contentWords([topic.topic, ...(topic.related ?? [])].join(' ')));
  const itemText = [view.prompt, view.answer, source?.sentence ?? '', view.category ?? ''].join(' ');
  return !contentWords(itemText).some((w) => topicWords.has(w));
}
