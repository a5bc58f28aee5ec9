import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp } from '../../test/utils';

const image = {
  project_id: 'img-1',
  title: 'Parabola',
  output_url: '/api/files/img-1.png',
  svg_url: '/api/files/img-1.svg',
  source: 'local:plot',
};

function renderCreate(path = '/create', routes = {}) {
  return renderApp(path, { user: makeUser(), routes });
}

async function tablist() {
  return screen.findByRole('tablist', { name: 'What to create' });
}

describe('create hub tabs', () => {
  it('lists the seven tools and opens the image tab with the ready placeholder', async () => {
    renderCreate();
    const tabs = within(await tablist()).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Image',
      'Video',
      'Voiceover',
      'Quiz',
      'Flashcards',
      'Study Plan',
      'Plagiarism',
    ]);
    expect(screen.getByRole('tab', { name: 'Image' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Create Hub', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ready to Create!' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Create Hub · StudyBot'));
  });

  it('opens the quiz tab from ?tab=quiz', async () => {
    renderCreate('/create?tab=quiz');
    await tablist();
    expect(screen.getByRole('tab', { name: 'Quiz' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: /Topic/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Quiz' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ready to Create!' })).toBeInTheDocument();
  });

  it('falls back to the image tab for an unknown tab', async () => {
    renderCreate('/create?tab=nope');
    await tablist();
    expect(screen.getByRole('tab', { name: 'Image' })).toHaveAttribute('aria-selected', 'true');
  });

  it('writes the tab to the address and clears the form when switching', async () => {
    const user = userEvent.setup();
    renderCreate('/create?tab=quiz');
    await tablist();
    await user.type(screen.getByRole('textbox', { name: /Topic/ }), 'Photosynthesis');

    await user.click(screen.getByRole('tab', { name: 'Flashcards' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/create?tab=flashcards');
    expect(screen.getByRole('button', { name: 'Generate Flashcards' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Topic/ })).toHaveValue('');

    await user.click(screen.getByRole('tab', { name: 'Quiz' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/create?tab=quiz');
    expect(screen.getByRole('textbox', { name: /Topic/ })).toHaveValue('');
  });

  it('clears the result when switching tabs', async () => {
    const user = userEvent.setup();
    renderCreate('/create', { 'POST /api/generate/image': { body: image } });
    await tablist();
    await user.type(screen.getByRole('textbox', { name: /Prompt/ }), 'graph of y = x^2 - 4');
    await user.click(screen.getByRole('button', { name: 'Generate Image' }));
    expect(await screen.findByRole('img', { name: 'graph of y = x^2 - 4' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Quiz' }));
    await user.click(screen.getByRole('tab', { name: 'Image' }));
    expect(screen.queryByRole('img', { name: 'graph of y = x^2 - 4' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ready to Create!' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Prompt/ })).toHaveValue('');
  });

  it('moves between tabs with the arrow keys and selects with Enter', async () => {
    const user = userEvent.setup();
    renderCreate('/create?tab=quiz');
    await tablist();
    screen.getByRole('tab', { name: 'Quiz' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Flashcards' })).toHaveFocus();
    // Arrows only move focus, so a half-filled form is not thrown away by accident.
    expect(screen.getByRole('tab', { name: 'Quiz' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tab', { name: 'Flashcards' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{Enter}');
    expect(screen.getByRole('tab', { name: 'Voiceover' })).toHaveAttribute('aria-selected', 'true');
  });

  it.each([
    ['voiceover', 'Voiceover', 'Generate Voiceover'],
    ['plagiarism', 'Plagiarism', 'Check Plagiarism'],
  ])('opens the %s tab with its form and the ready placeholder', async (tab, label, submit) => {
    renderCreate(`/create?tab=${tab}`);
    await tablist();
    expect(screen.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('button', { name: submit })).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Ready to Create!' })).toBeInTheDocument();
    expect(within(panel).queryByRole('heading', { name: 'Coming Soon' })).not.toBeInTheDocument();
  });

  it.each([
    ['video', 'Video'],
    ['study-plan', 'Study Plan'],
  ])('shows Coming Soon on the %s tab, with no form', async (tab, label) => {
    renderCreate(`/create?tab=${tab}`);
    await tablist();
    expect(screen.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { name: 'Coming Soon' })).toBeInTheDocument();
    expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Generate/ })).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Make a quiz' })).toHaveAttribute(
      'href',
      '/create?tab=quiz',
    );
  });
});
