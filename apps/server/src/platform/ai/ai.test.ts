import type { QuizQuestion } from '@studybot/contract';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { startFakeLlm } from '../../test/fake-llm.ts';
import type { StudySetInput } from './ask.ts';
import { createLlmProvider, createVisionProvider } from './provider.ts';
import { llmQuiz, quizGroundingProblems } from './quiz.ts';
import { runTask } from './run-task.ts';

const warnings: string[] = [];
const log = { warn: (_details: object, message: string) => void warnings.push(message) };

const context = [
  'Mitochondria produce most of the ATP a cell uses.',
  'Ribosomes build proteins from amino acids.',
];
const input: StudySetInput = {
  topic: 'cells',
  difficulty: 'medium',
  count: 1,
  context,
  sourceKind: 'notes',
  sourceRef: 'notes',
};
const goodQuestion = {
  question: 'Which organelle produces most of a cell’s ATP?',
  options: ['Ribosome', 'Mitochondria', 'Nucleus', 'Vacuole'],
  correct_answer: 1,
  explanation: 'The notes say mitochondria produce most of the ATP.',
  source_sentence: 'Mitochondria produce most of the ATP a cell uses.',
};
const localQuestion: QuizQuestion = {
  question: 'What do ribosomes build?',
  options: ['Proteins', 'Lipids', 'Sugars', 'DNA'],
  correct_answer: 0,
  explanation: 'Ribosomes build proteins from amino acids.',
  source: { kind: 'notes', ref: 'notes', sentence: 'Ribosomes build proteins from amino acids.' },
};

async function setup(timeoutMs = 2000) {
  const fake = await startFakeLlm();
  const provider = (await createLlmProvider(
    loadConfig({
      AI_PROVIDER: 'openai',
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: 'fake-model',
      AI_TIMEOUT_MS: String(timeoutMs),
    }).ai,
  ))!;
  const quiz = () =>
    runTask(
      {
        name: 'quiz',
        llm: async () => ({ value: await llmQuiz(provider, input), source: provider.label }),
        validate: (questions) => [
          ...(questions.length === input.count ? [] : [`expected ${input.count} questions`]),
          ...quizGroundingProblems(questions, context),
        ],
        local: () => ({ value: [localQuestion], source: 'local:notes' }),
      },
      log,
    );
  return { fake, quiz };
}

describe('AI gateway with an OpenAI-compatible server', () => {
  it('uses a valid, grounded answer and labels it with the model', async () => {
    const { fake, quiz } = await setup();
    fake.answer({ kind: 'json', body: { questions: [goodQuestion] } });
    const result = await quiz();
    expect(result.source).toBe('llm:fake-model');
    expect(result.fallbackReason).toBeUndefined();
    expect(result.value[0]).toMatchObject({
      correct_answer: 1,
      source: { kind: 'notes', sentence: goodQuestion.source_sentence },
    });
    const sent = fake.requests.at(-1)!;
    expect(sent.url).toBe('/v1/chat/completions');
    expect(sent.body.model).toBe('fake-model');
    expect(JSON.stringify(sent.body.messages)).toContain('Ribosomes build proteins from amino acids.');
  });

  it.each([
    ['invalid JSON', { kind: 'text', content: '{"questions": [ oops' } as const, /could not answer/],
    ['a server error', { kind: 'status', status: 500 } as const, /could not answer/],
    [
      'an answer citing a sentence that is not in the material',
      {
        kind: 'json',
        body: {
          questions: [
            { ...goodQuestion, source_sentence: 'Mitochondria were discovered in 1890 by a genius.' },
          ],
        },
      } as const,
      /failed checks: question 1 cites a sentence that is not in the source/,
    ],
  ])('falls back to local on %s and says why', async (_name, behaviour, reason) => {
    const { fake, quiz } = await setup();
    fake.answer(behaviour);
    const result = await quiz();
    expect(result.source).toBe('local:notes');
    expect(result.value).toEqual([localQuestion]);
    expect(result.fallbackReason).toMatch(reason);
    expect(warnings.at(-1)).toBe('AI provider answer not used; falling back to local');
  });

  it('falls back to local when the server does not answer in time', async () => {
    const { fake, quiz } = await setup(300);
    fake.answer({ kind: 'hang' });
    const started = Date.now();
    const result = await quiz();
    expect(result.source).toBe('local:notes');
    expect(result.fallbackReason).toMatch(/could not answer/);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('uses no provider at all when AI_PROVIDER is local', async () => {
    expect(await createLlmProvider(loadConfig({}).ai)).toBeNull();
    expect(await createVisionProvider(loadConfig({ AI_VISION_MODEL: 'llava' }).ai)).toBeNull();
  });

  it('reads photos with the vision model only when one is named', async () => {
    const ai = (env: Record<string, string>) =>
      loadConfig({ AI_PROVIDER: 'openai', AI_MODEL: 'text-only', ...env }).ai;
    expect(await createVisionProvider(ai({}))).toBeNull();
    const vision = await createVisionProvider(ai({ AI_VISION_MODEL: 'qwen2.5vl', AI_TIMEOUT_MS: '4000' }));
    expect(vision).toMatchObject({ label: 'llm:qwen2.5vl', timeoutMs: 4000 });
    const claude = await createVisionProvider(
      loadConfig({ AI_PROVIDER: 'anthropic', AI_VISION_MODEL: 'claude-3-5-haiku-latest' }).ai,
    );
    expect(claude?.label).toBe('llm:claude-3-5-haiku-latest');
  });
});
