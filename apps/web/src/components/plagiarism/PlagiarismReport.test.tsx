import { OTHER_STUDENT_SOURCE } from '@studybot/contract';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CHECK_TRUNCATED, PlagiarismReport } from './PlagiarismReport';
import { readReport, type Source, segmentText } from './report';

function source(passages: Array<[number, number]>): Source {
  return {
    title: 'Source',
    url: null,
    kind: null,
    withheld: false,
    similarity: null,
    matchedWords: null,
    passages: passages.map(([start, end]) => ({ start, end, text: '', sourceText: '' })),
  };
}

describe('plagiarism score', () => {
  it.each([
    [0, 'low', 'Low similarity', 'text-green-700'],
    [14.9, 'low', 'Low similarity', 'text-green-700'],
    [15, 'medium', 'Moderate similarity', 'text-yellow-700'],
    [29.9, 'medium', 'Moderate similarity', 'text-yellow-700'],
    [30, 'high', 'High similarity', 'text-red-700'],
    [88, 'high', 'High similarity', 'text-red-700'],
  ])('%d%% is %s: "%s" in %s', (score, band, label, colour) => {
    const report = readReport({ similarity_score: score });
    render(<PlagiarismReport report={report!} />);
    const value = screen.getByText(`${score}%`).parentElement as HTMLElement;
    expect(value).toHaveAttribute('data-band', band);
    expect(value).toHaveClass(colour);
    expect(value).toHaveTextContent(label);
  });
});

describe('a check that stopped at its work limit', () => {
  it('says matches may be missing, and says nothing when the check was complete', () => {
    const { unmount } = render(
      <PlagiarismReport report={readReport({ similarity_score: 40, truncated: true })!} />,
    );
    expect(screen.getByRole('note')).toHaveTextContent(CHECK_TRUNCATED);
    unmount();
    render(<PlagiarismReport report={readReport({ similarity_score: 40, truncated: false })!} />);
    expect(screen.queryByText(CHECK_TRUNCATED)).toBeNull();
  });
});

describe('a match with another student’s text', () => {
  const text = 'Terns fly south each autumn along the coasts of Europe. That is my view.';
  const copied = 'Terns fly south each autumn along the coasts of Europe.';
  // As a report saved by an older build holds it: the classmate's title and words included.
  const saved = {
    text,
    results: {
      similarity_score: 80,
      matches: [
        {
          title: 'Arctic terns by Sam',
          url: 'https://example.org/sam',
          kind: 'submission',
          similarity: 80,
          matched_words: 10,
          passages: [
            {
              start: 0,
              end: copied.length,
              text: copied,
              source_text: 'Arctic terns fly south every autumn',
            },
          ],
        },
      ],
    },
  };

  it('names it as another student’s, withholds its text, and shows only the checker’s words', () => {
    render(<PlagiarismReport report={readReport(saved)!} />);
    const sources = within(screen.getByRole('list', { name: 'Matching sources' }));
    expect(sources.getByText(`${OTHER_STUDENT_SOURCE} — text withheld`)).toBeInTheDocument();
    expect(sources.getByText(copied)).toBeInTheDocument();
    expect(sources.queryByText('Source')).toBeNull();
    expect(sources.queryByRole('link')).toBeNull();
    expect(document.body).not.toHaveTextContent('Arctic terns');
    expect(document.body).not.toHaveTextContent('Sam');
    const highlighted = screen.getByRole('region', { name: 'Your text with matches highlighted' });
    expect(within(highlighted).getByText(copied).closest('mark')).toHaveAttribute('data-source', '1');
  });

  it('keeps a reference source side by side with the checker’s words', () => {
    const reference = structuredClone(saved);
    reference.results.matches[0]!.kind = 'reference';
    render(<PlagiarismReport report={readReport(reference)!} />);
    const sources = within(screen.getByRole('list', { name: 'Matching sources' }));
    expect(sources.getByRole('link', { name: 'Arctic terns by Sam' })).toBeInTheDocument();
    expect(sources.getByText('Source')).toBeInTheDocument();
    expect(sources.getByText('Arctic terns fly south every autumn')).toBeInTheDocument();
    expect(sources.getByText(copied)).toBeInTheDocument();
  });
});

describe('segmentText', () => {
  const text = 'abcdefghij';

  it('splits the text at passages, numbering sources from 1', () => {
    expect(segmentText(text, [source([[2, 4]]), source([[6, 8]])], [])).toEqual([
      { kind: 'plain', start: 0, text: 'ab' },
      { kind: 'match', start: 2, text: 'cd', source: 1 },
      { kind: 'plain', start: 4, text: 'ef' },
      { kind: 'match', start: 6, text: 'gh', source: 2 },
      { kind: 'plain', start: 8, text: 'ij' },
    ]);
  });

  it('lets the earlier passage keep an overlap and ignores ranges outside the text', () => {
    expect(
      segmentText(
        text,
        [
          source([[0, 5]]),
          source([
            [3, 7],
            [8, 40],
            [50, 60],
          ]),
        ],
        [],
      ),
    ).toEqual([
      { kind: 'match', start: 0, text: 'abcde', source: 1 },
      { kind: 'match', start: 5, text: 'fg', source: 2 },
      { kind: 'plain', start: 7, text: 'h' },
      { kind: 'match', start: 8, text: 'ij', source: 2 },
    ]);
  });

  it('marks quoted passages apart, a counted match winning at the same start', () => {
    expect(
      segmentText(
        text,
        [source([[4, 6]])],
        [
          source([
            [4, 8],
            [0, 2],
          ]),
        ],
      ),
    ).toEqual([
      { kind: 'quoted', start: 0, text: 'ab' },
      { kind: 'plain', start: 2, text: 'cd' },
      { kind: 'match', start: 4, text: 'ef', source: 1 },
      { kind: 'quoted', start: 6, text: 'gh' },
      { kind: 'plain', start: 8, text: 'ij' },
    ]);
  });
});

describe('readReport', () => {
  it('reads saved checks ({results, text}) and older bare results', () => {
    expect(readReport({ results: { similarity_score: 5, matches: [] }, text: 'hello' })).toMatchObject({
      score: 5,
      text: 'hello',
      matches: [],
      quoted: [],
      documentsChecked: null,
    });
    expect(
      readReport({ similarity_score: 12, matches: [{ title: 'Book', matched_words: 3 }] }),
    ).toMatchObject({
      score: 12,
      text: null,
      matches: [{ title: 'Book', url: null, matchedWords: 3, passages: [] }],
    });
    expect(readReport({ cards: [] })).toBeNull();
  });
});
