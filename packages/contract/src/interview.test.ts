import { describe, expect, it } from 'vitest';
import { InterviewConfig, scoreBand } from './interview.ts';

describe('interview contract', () => {
  it('colours scores by the spec’s bands: 8.5 green, 7 blue, 5 yellow, else red', () => {
    expect([9, 8.5, 8.4, 7, 6.9, 5, 4.9].map(scoreBand)).toEqual([
      'green',
      'green',
      'blue',
      'blue',
      'yellow',
      'yellow',
      'red',
    ]);
  });

  it('defaults a session to software engineering, medium, behavioral, 15 minutes', () => {
    expect(InterviewConfig.parse({})).toEqual({
      session_type: 'software_engineering',
      difficulty: 'medium',
      focus_areas: ['behavioral'],
      time_limit_minutes: 15,
    });
    expect(InterviewConfig.safeParse({ focus_areas: [] }).success).toBe(false);
  });
});
