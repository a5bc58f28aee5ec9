import type { InterviewFeedback } from '@studybot/contract';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { interviewReportPdf, reportInsights } from './report.ts';

const feedback = (overall: number, improvement: string): InterviewFeedback => ({
  question_id: `q${overall}`,
  scores: { overall, communication: 8, technical_knowledge: 4, problem_solving: 6, confidence: 7 },
  feedback_md: '',
  strengths: [{ message: 'Clear structure.', quote: { text: 'First', start: 0, end: 5 } }],
  improvements: [{ message: improvement, quote: { text: 'First', start: 0, end: 5 } }],
  suggested_rewrite: 'First, I listed the tasks. [add: the result]',
  followup: [],
  badges_awarded: [],
  source: 'local:interview',
});

describe('interview report', () => {
  it('names the strongest and weakest dimension, a repeated improvement and the best answer', () => {
    const insights = reportInsights([feedback(6, 'Add a number.'), feedback(7.5, 'Add a number.')]);
    expect(insights).toEqual([
      'Strongest: communication (average 8.0 of 10).',
      'Work on: technical knowledge (average 4.0 of 10).',
      'Came up 2 times: Add a number.',
      'Best answer: question 2 (7.5 overall).',
    ]);
    expect(reportInsights([feedback(6, 'Add a number.')])).toHaveLength(2);
    expect(reportInsights([])).toEqual(['No questions were answered in this interview.']);
  });

  it('writes a PDF that reads back with the scores, questions, answers and quotes', async () => {
    const items = [
      {
        question: 'How do you decide what to do first?',
        answer: 'First I list the tasks. Ünïcode ✓',
        feedback: feedback(7, 'Add a number.'),
      },
    ];
    const bytes = await interviewReportPdf({
      title: 'Mock interview: software engineering (medium)',
      date: '2026-11-26',
      student: 'ada',
      report: {
        session_id: 's',
        total_questions: 1,
        scores: items[0]!.feedback.scores,
        report: { overall_grade: 'C', key_insights: reportInsights(items.map((i) => i.feedback)) },
        pdf_available: true,
      },
      items,
    });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    for (const words of [
      'Overall grade: C',
      'How do you decide what to do first?',
      'First I list the tasks',
      'Add a number.',
      'Ünïcode',
    ])
      expect(text).toContain(words);
  });
});
