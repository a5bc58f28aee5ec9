import { parseSentences, routeTopic, type StudyPack } from '@studybot/engines';
import { badRequest } from '../../platform/errors.ts';
import type { LibraryService } from '../library/service.ts';

/** What a quiz or flashcard set is made from, as given to the local engine and the LLM. */
export interface Material {
  /** The student's notes, when they gave some (directly or as a library item). */
  notes?: { text: string; ref: string };
  /** Sentences the LLM may use and must cite; empty when only WordNet has the topic. */
  context: string[];
  contextKind: 'pack' | 'notes';
  contextRef: string;
}

const MAX_CONTEXT_SENTENCES = 120;

/** All text in a library item's output, for generating from it. */
function projectText(output: unknown, description: string | null): string {
  const parts: string[] = description ? [description] : [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') parts.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(output);
  return parts.join('\n');
}

/** The notes' sentences, split as the local engine splits them, so both cite the same text. */
function sentences(text: string): string[] {
  return parseSentences(text)
    .map((s) => s.text)
    .filter((s) => s.length >= 10);
}

export async function gatherMaterial(
  userId: string,
  request: { topic: string; source_text?: string; project_id?: string },
  deps: { projects: LibraryService; packs: () => StudyPack[] },
): Promise<Material> {
  let notes: Material['notes'];
  if (request.project_id) {
    const project = await deps.projects.get(userId, request.project_id);
    notes = { text: projectText(project.output_data, project.description), ref: project.id };
  } else if (request.source_text?.trim()) {
    notes = { text: request.source_text, ref: 'notes' };
  }
  if (notes) {
    if (notes.text.trim().length < 50) throw badRequest('The notes are too short to make questions from');
    return {
      notes,
      context: sentences(notes.text).slice(0, MAX_CONTEXT_SENTENCES),
      contextKind: 'notes',
      contextRef: notes.ref,
    };
  }
  // The same routing as the local generator: a near pack gives only its part about the topic.
  const parts = routeTopic(deps.packs(), request.topic).slice(0, 2);
  const context = parts.flatMap((p) => [
    ...p.facts.map((f) => f.statement),
    ...p.terms.map((t) => `${t.term}: ${t.definition}`),
  ]);
  return { context, contextKind: 'pack', contextRef: parts.map((p) => p.pack.id).join(',') };
}
