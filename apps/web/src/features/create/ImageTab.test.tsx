import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { resultPanel, toasts } from '../../components/create-hub/testing';
import { callsTo, deferred, type MockResponse, makeUser, renderApp } from '../../test/utils';

const image = {
  project_id: 'img-1',
  title: 'Parabola',
  output_url: '/api/files/img-1.png',
  svg_url: '/api/files/img-1.svg',
  source: 'local:plot',
};

function renderImage(routes = {}) {
  return renderApp('/create?tab=image', { user: makeUser(), routes });
}

async function prompt() {
  return screen.findByRole('textbox', { name: /Prompt/ });
}

describe('image tab', () => {
  it('explains what the local renderer draws', async () => {
    renderImage();
    expect(await prompt()).toHaveAccessibleDescription(/graph of y = x\^2 - 4/);
    expect(screen.getByText(/diagram of the cell/)).toBeInTheDocument();
    expect(screen.getByText(/right triangle with\s+sides 3, 4, 5/)).toBeInTheDocument();
    expect(screen.getByText(/the water cycle/)).toBeInTheDocument();
  });

  it('requires a non-blank prompt', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderImage();
    await user.type(await prompt(), '   ');
    await user.click(screen.getByRole('button', { name: 'Generate Image' }));
    expect(screen.getByText('Prompt is required')).toBeInTheDocument();
    expect(await prompt()).toHaveAttribute('aria-invalid', 'true');
    expect(await prompt()).toHaveFocus();
    expect(callsTo(fetchMock, 'POST /api/generate/image')).toHaveLength(0);
  });

  it('generates, showing Generating... meanwhile, then the image, SVG link and source', async () => {
    const user = userEvent.setup();
    const answer = deferred<MockResponse>();
    const { fetchMock } = renderImage({ 'POST /api/generate/image': () => answer.promise });
    await user.type(await prompt(), '  graph of y = x^2 - 4 ');
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Parabola');
    await user.click(screen.getByRole('button', { name: 'Generate Image' }));

    const busy = screen.getByRole('button', { name: 'Generating...' });
    expect(busy).toBeDisabled();
    expect(callsTo(fetchMock, 'POST /api/generate/image')[0]?.[1]?.body).toBe(
      JSON.stringify({ prompt: 'graph of y = x^2 - 4', title: 'Parabola' }),
    );

    answer.resolve({ body: image });
    const img = await screen.findByRole('img', { name: 'graph of y = x^2 - 4' });
    expect(img).toHaveAttribute('src', '/api/files/img-1.png');
    expect(screen.getByRole('heading', { name: 'Parabola' })).toBeInTheDocument();
    const svg = screen.getByRole('link', { name: 'Download SVG' });
    expect(svg).toHaveAttribute('href', '/api/files/img-1.svg');
    // Named after the title, not the stored file's random name.
    expect(svg).toHaveAttribute('download', 'parabola.svg');
    expect(screen.getByText('Made with: Drawn on this computer (graph)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Image' })).toBeEnabled();
    expect(screen.queryByText('Ready to Create!')).not.toBeInTheDocument();
  });

  it('sends no title when none is given and hides the SVG link without svg_url', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderImage({
      'POST /api/generate/image': { body: { ...image, svg_url: undefined, source: 'openai:dall-e-3' } },
    });
    await user.type(await prompt(), 'a cat reading');
    await user.click(screen.getByRole('button', { name: 'Generate Image' }));
    await screen.findByRole('img', { name: 'a cat reading' });
    expect(callsTo(fetchMock, 'POST /api/generate/image')[0]?.[1]?.body).toBe(
      JSON.stringify({ prompt: 'a cat reading' }),
    );
    expect(screen.queryByRole('link', { name: 'Download SVG' })).not.toBeInTheDocument();
    expect(screen.getByText('Made with: AI model (dall-e-3)')).toBeInTheDocument();
  });

  it('shows a prompt it cannot draw in the result panel, with what to do next, and toasts it', async () => {
    const user = userEvent.setup();
    const detail =
      'I can\'t draw "a cat wearing a hat" offline. I can draw three kinds of study diagrams offline: graphs of functions of x.';
    renderImage({ 'POST /api/generate/image': { status: 422, body: { detail } } });
    await user.type(await prompt(), 'a cat wearing a hat');
    await user.click(screen.getByRole('button', { name: 'Generate Image' }));
    expect(await resultPanel().findByRole('heading', { name: 'We couldn’t draw that' })).toBeInTheDocument();
    expect(resultPanel().getByText(detail)).toBeInTheDocument();
    expect(resultPanel().getByText('Change your prompt and press Generate Image again.')).toBeInTheDocument();
    expect(screen.queryByText('Ready to Create!')).not.toBeInTheDocument();
    expect(toasts().getByText(detail)).toBeInTheDocument();
    expect(await prompt()).toHaveValue('a cat wearing a hat');
  });

  it("shows a used-up quota in the result panel in the server's words only", async () => {
    const user = userEvent.setup();
    const detail = 'You have used all 3 images today. Upgrade for more.';
    renderImage({ 'POST /api/generate/image': { status: 429, body: { detail } } });
    await user.type(await prompt(), 'diagram of the cell');
    await user.click(screen.getByRole('button', { name: 'Generate Image' }));
    expect(await resultPanel().findByText(detail)).toBeInTheDocument();
    expect(resultPanel().queryByText(/press Generate Image again|try again/)).not.toBeInTheDocument();
    expect(toasts().getByText(detail)).toBeInTheDocument();
  });

  it('falls back to "Image generation failed" without a detail, and suggests another try', async () => {
    const user = userEvent.setup();
    renderImage({ 'POST /api/generate/image': { status: 500, body: '<h1>Server error</h1>' } });
    await user.type(await prompt(), 'timeline of World War II');
    await user.click(screen.getByRole('button', { name: 'Generate Image' }));
    expect(await toasts().findByText('Image generation failed')).toBeInTheDocument();
    expect(resultPanel().getByText('Image generation failed')).toBeInTheDocument();
    expect(resultPanel().getByText('Please try again in a moment.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Generate Image' })).toBeEnabled());
  });
});
