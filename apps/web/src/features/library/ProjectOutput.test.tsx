import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeProject } from '../../test/utils';
import { ProjectOutput } from './ProjectOutput';

/** output_data as the server saves a solved problem (spec part 1 §3, saved math output). */
const savedMath = {
  topic: 'quadratic equation',
  problem_text: 'x^2-5x+6=0',
  steps: [
    {
      hint: 'Factor',
      explanation: 'Two numbers with product 6 and sum -5: -3 and -2.',
      latex: '(x-3)(x-2)=0',
    },
    { hint: 'Zero product property', explanation: 'A product is zero only when a factor is zero.' },
  ],
  final_answer: { text: 'x = 3 or x = 2', latex: 'x = 3 \\text{ or } x = 2' },
  latex: '{x}^{2} - 5 \\cdot x + 6 = 0',
  validation: { ok: false, notes: ['x = 2 could not be substituted'] },
  source: 'studybot',
  confidence: 0.5,
};

describe('ProjectOutput for math_tutor projects', () => {
  it('shows the problem, the numbered steps, the final answer and the validation', async () => {
    render(<ProjectOutput project={makeProject({ type: 'math_tutor', output_data: savedMath })} />);
    expect(await screen.findByRole('heading', { level: 3, name: 'Problem' })).toBeInTheDocument();
    expect(screen.getByText('Quadratic equation')).toBeInTheDocument();
    expect(screen.getByText('50% · Low confidence')).toHaveAttribute('data-tone', 'red');
    expect(screen.getByText('Solved by studybot')).toBeInTheDocument();

    const steps = within(screen.getByRole('list', { name: 'Solution steps' })).getAllByRole('listitem');
    expect(steps).toHaveLength(2);
    expect(steps[0]).toHaveTextContent('Step 1: Factor');
    expect(steps[0]?.querySelector('annotation')).toHaveTextContent('(x-3)(x-2)=0');
    expect(steps[1]).toHaveTextContent('Step 2: Zero product property');
    expect(
      screen.getByRole('region', { name: 'Final answer' }).querySelector('annotation'),
    ).toHaveTextContent('x = 3 \\text{ or } x = 2');

    const validation = screen.getByRole('region', { name: 'Validation' });
    expect(within(validation).getByRole('heading', { level: 3, name: 'Validation' })).toBeInTheDocument();
    expect(within(validation).getByText('Fail')).toBeInTheDocument();
    expect(within(validation).getByText('x = 2 could not be substituted')).toBeInTheDocument();
    expect(screen.queryByText(/"final_answer"/)).not.toBeInTheDocument();
  });

  it('falls back to the raw data when the saved output has no steps', () => {
    render(
      <ProjectOutput
        project={makeProject({ type: 'math_tutor', output_data: { topic: 'limit', note: 'draft' } })}
      />,
    );
    expect(screen.getByText(/"note": "draft"/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Solution steps' })).not.toBeInTheDocument();
  });
});

describe('ProjectOutput for image projects', () => {
  it('offers the SVG named after the title and says what it was drawn from', () => {
    render(
      <ProjectOutput
        project={makeProject({
          type: 'image',
          title: 'Concept map: The Cell',
          output_url: '/api/files/3f2a.png',
          output_data: {
            svg_url: '/api/files/3f2a.svg',
            basis: 'study pack: cells',
            source: 'local:concept-map',
          },
        })}
      />,
    );
    const link = screen.getByRole('link', { name: 'Download SVG' });
    expect(link).toHaveAttribute('href', '/api/files/3f2a.svg');
    expect(link).toHaveAttribute('download', 'concept-map-the-cell.svg');
    expect(screen.getByText('Drawn from: study pack: cells')).toBeInTheDocument();
  });

  it('falls back to diagram.svg for a title with no letters, and has no link without an SVG', () => {
    const { unmount } = render(
      <ProjectOutput
        project={makeProject({ type: 'image', title: '???', output_data: { svg_url: '/api/files/9.svg' } })}
      />,
    );
    expect(screen.getByRole('link', { name: 'Download SVG' })).toHaveAttribute('download', 'diagram.svg');
    unmount();
    render(
      <ProjectOutput project={makeProject({ type: 'image', output_data: { source: 'openai:dall-e-3' } })} />,
    );
    expect(screen.queryByRole('link', { name: 'Download SVG' })).not.toBeInTheDocument();
  });
});

describe('ProjectOutput for resume analyses and cover letters', () => {
  it('shows the scores and links to the analysis in the Resume Analyzer', () => {
    render(
      <MemoryRouter>
        <ProjectOutput
          project={makeProject({
            type: 'other',
            output_data: {
              kind: 'resume_analysis',
              analysis_id: 'a-1',
              scorecard: { overall: 72, clarity: 80, ats_optimization: 65, professional_impact: 70 },
            },
          })}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('Overall').nextSibling).toHaveTextContent('72/100');
    expect(screen.getByRole('link', { name: 'Open in Resume Analyzer' })).toHaveAttribute(
      'href',
      '/resume-analyzer?analysis=a-1',
    );
  });

  it('shows a saved cover letter', () => {
    render(
      <MemoryRouter>
        <ProjectOutput
          project={makeProject({
            type: 'other',
            output_data: { kind: 'cover_letter', analysis_id: 'a-2', cover_letter: 'Dear Hiring Manager,' },
          })}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('Dear Hiring Manager,')).toBeInTheDocument();
  });
});
