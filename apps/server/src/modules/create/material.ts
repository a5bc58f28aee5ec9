import { notesTopic, parseSentences, routeTopic, type StudyPack } from '@studybot/engines';
import { badRequest } from '../../platform/errors.ts';
import type { LibraryService } from '../library/service.ts';

/** What a quiz or flashcard set is made from, as given to the local engine and the LLM. */
export interface Material {
  /** What the set is about: the request's topic, else a name taken from the notes. */
  topic: string;
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

type MaterialRequest = { topic?: string; source_text?: string; project_id?: string };
type MaterialDeps = { projects: LibraryService; packs: () => StudyPack[] };
type Notes = NonNullable<Material['notes']> & { name?: string };

/** Names notes that come with no name at all (no heading, no repeated phrase). */
const UNNAMED_NOTES = 'your notes';

export async function gatherMaterial(
  userId: string,
  request: MaterialRequest,
  deps: MaterialDeps,
): Promise<Material> {
  const notes = await readNotes(userId, request, deps.projects);
  if (notes) return notesMaterial(notes, request.topic);
  if (!request.topic) throw badRequest('Topic is required (or attach notes)');
  // The same routing as the local generator: a near pack gives only its part about the topic.
  const parts = routeTopic(deps.packs(), request.topic).slice(0, 2);
  const context = parts.flatMap((p) => [
    ...p.facts.map((f) => f.statement),
    ...p.terms.map((t) => `${t.term}: ${t.definition}`),
  ]);
  return {
    topic: request.topic,
    context,
    contextKind: 'pack',
    contextRef: parts.map((p) => p.pack.id).join(','),
  };
}

/** The notes a request carries: a library item (named by its title) or pasted text. */
async function readNotes(
  userId: string,
  request: MaterialRequest,
  projects: LibraryService,
): Promise<Notes | undefined> {
  if (request.project_id) {
    const project = await projects.get(userId, request.project_id);
    return {
      text: projectText(project.output_data, project.description),
      ref: project.id,
      name: project.title.trim() || undefined,
    };
  }
  if (request.source_text?.trim()) return { text: request.source_text, ref: 'notes' };
  return undefined;
}

function notesMaterial({ name, ...notes }: Notes, topic: string | undefined): Material {
  if (notes.text.trim().length < 50) throw badRequest('The notes are too short to make questions from');
  return {
    topic: topic || name || notesTopic(notes.text) || UNNAMED_NOTES,
    notes,
    context: sentences(notes.text).slice(0, MAX_CONTEXT_SENTENCES),
    contextKind: 'notes',
    contextRef: notes.ref,
  };
}
