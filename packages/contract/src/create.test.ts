import { describe, expect, it } from 'vitest';
import { GenerateFlashcardsRequest, GenerateQuizRequest } from './create.ts';

const NOTES = 'The water cycle is the continuous movement of water between the oceans and the air.';

describe('create contract', () => {
  it('needs a topic when no notes are attached', () => {
    for (const schema of [GenerateQuizRequest, GenerateFlashcardsRequest]) {
      for (const body of [{}, { topic: '   ' }, { topic: '', source_text: '  ' }, { project_id: '' }]) {
        const result = schema.safeParse(body);
        expect(result.success).toBe(false);
        expect(result.error?.issues[0]).toMatchObject({
          path: ['topic'],
          message: 'Topic is required (or attach notes)',
        });
      }
      expect(schema.parse({ topic: ' cells ' }).topic).toBe('cells');
    }
  });

  it('makes the topic optional when notes or a library item are attached', () => {
    for (const schema of [GenerateQuizRequest, GenerateFlashcardsRequest]) {
      expect(schema.safeParse({ source_text: NOTES }).success).toBe(true);
      expect(schema.safeParse({ topic: '', source_text: NOTES }).success).toBe(true);
      expect(schema.safeParse({ project_id: 'p1' }).success).toBe(true);
      expect(schema.parse({ topic: 'water', source_text: NOTES }).topic).toBe('water');
    }
    expect(GenerateQuizRequest.parse({ source_text: NOTES })).toEqual({
      source_text: NOTES,
      difficulty: 'medium',
      num_questions: 5,
    });
  });

  it('still checks the other fields when notes stand in for the topic', () => {
    expect(GenerateQuizRequest.safeParse({ source_text: NOTES, num_questions: 50 }).success).toBe(false);
    expect(GenerateFlashcardsRequest.safeParse({ project_id: 'p1', topic: 'x'.repeat(201) }).success).toBe(
      false,
    );
  });
});
