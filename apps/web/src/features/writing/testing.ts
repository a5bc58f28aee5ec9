import type { Citation, OwnSource, Paper, Project, WritingUsage } from '@studybot/contract';
import { type MockResponse, makeProject, type RouteHandler } from '../../test/utils';

export const PAPER_ID = 'paper-1';
export const PAPER_URL = `/writing-assistant?paper=${PAPER_ID}`;
export const PAPER_ENDPOINT = `/api/writing-assistant/papers/${PAPER_ID}`;

export const INTRODUCTION =
  'This essay examines how photosynthesis works in plants. Plants take in carbon dioxide from the air (Clark et al., 2018). [Your argument: in about 80 words, state your thesis.]';
export const CHLOROPHYLL =
  'The green pigment chlorophyll absorbs the light energy used in photosynthesis (StudyBot Study Packs, n.d.).';
export const CHLOROPLAST = 'Photosynthesis takes place in the chloroplast (StudyBot Study Packs, n.d.).';
export const CONCLUSION = 'In summary, plants turn light into sugar. [Your argument: restate your thesis.]';

export function makeCitation(overrides: Partial<Citation> = {}): Citation {
  return {
    source_id: 'cat:openstax-biology-2e',
    full_reference:
      'Clark, M. A., Douglas, M., & Choi, J. (2018). Biology 2e (2nd ed.). OpenStax. https://openstax.org/details/books/biology-2e',
    in_text: '(Clark et al., 2018)',
    passages: ['Plants capture light energy and store it in sugars through photosynthesis.'],
    ...overrides,
  };
}

export const PACK_CITATION: Citation = makeCitation({
  source_id: 'pack:biology-photosynthesis',
  full_reference: 'StudyBot Study Packs. (n.d.). Photosynthesis.',
  in_text: '(StudyBot Study Packs, n.d.)',
  passages: [
    'The green pigment chlorophyll absorbs the light energy used in photosynthesis.',
    'Photosynthesis takes place in the chloroplast.',
  ],
});

/** A local-engine essay on photosynthesis: two body sections, two sources, two notes to write. */
export function makePaper(overrides: Partial<Paper> = {}): Paper {
  return {
    project_id: PAPER_ID,
    title: 'How Photosynthesis Works in Plants',
    introduction: INTRODUCTION,
    body_paragraphs: [
      { topic: 'Chlorophyll', content: CHLOROPHYLL },
      { topic: 'Chloroplast', content: CHLOROPLAST },
    ],
    conclusion: CONCLUSION,
    word_count: 64,
    citations: [makeCitation(), PACK_CITATION],
    suggestions: ['Replace each note marked "[Your argument: …]" with your own words.'],
    writing_type: 'essay',
    citation_style: 'apa',
    generated_by: 'local',
    ...overrides,
  };
}

export function makeWritingUsage(overrides: Partial<WritingUsage> = {}): WritingUsage {
  return {
    current_usage: 0,
    monthly_limit: 10,
    remaining: 10,
    plan_tier: 'plus',
    essay_credits: 0,
    ...overrides,
  };
}

/** A saved paper as GET /api/projects?type=writing_assistant lists it. */
export function makeDraft(overrides: Partial<Project> = {}): Project {
  return makeProject({
    type: 'writing_assistant',
    title: 'How Photosynthesis Works in Plants',
    description: 'Essay, 582 words',
    metadata: { prompt: 'Explain how photosynthesis works in plants', writing_type: 'essay' },
    ...overrides,
  });
}

/** The PUT answer: the sent edits as the server stores them, its citations kept. */
export function savedPaper(base: Paper = makePaper()): RouteHandler {
  return ({ body }) => {
    const edit = body as Pick<Paper, 'title' | 'introduction' | 'body_paragraphs' | 'conclusion'> & {
      source_ids: string[];
    };
    const known = new Map([...base.citations, PACK_CITATION].map((c) => [c.source_id, c]));
    return {
      body: {
        ...base,
        ...edit,
        title: edit.title.trim(),
        citations: edit.source_ids.map(
          (id) =>
            known.get(id) ??
            makeCitation({ source_id: id, full_reference: `Reference ${id}.`, in_text: `(${id})` }),
        ),
      },
    };
  };
}

/** A student's own source as GET /api/writing-assistant/sources lists it. */
export function makeOwnSource(overrides: Partial<OwnSource> = {}): OwnSource {
  const projectId = overrides.project_id ?? 'src-1';
  return {
    source_id: `lib:${projectId}`,
    project_id: projectId,
    title: 'Zorblax Crystals of the North',
    reference: 'Okafor, A., & Lindqvist, P. (2019). Zorblax Crystals of the North. Valley Press.',
    passages: 4,
    created_at: '2026-01-12T10:00:00.000Z',
    ...overrides,
  };
}

/** The calls the writing page makes, answering a Plus student with the paper above. */
export function writingRoutes(
  overrides: Record<string, RouteHandler | MockResponse> = {},
): Record<string, RouteHandler | MockResponse> {
  return {
    'GET /api/writing-assistant/usage': { body: makeWritingUsage() },
    'GET /api/writing-assistant/sources': { body: { sources: [] } },
    [`GET ${PAPER_ENDPOINT}`]: { body: makePaper() },
    [`PUT ${PAPER_ENDPOINT}`]: savedPaper(),
    ...overrides,
  };
}
