import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockMedia } from '../../test/media';
import {
  callsTo,
  deferred,
  type MockResponse,
  makeSpeech,
  mockFetch,
  type RouteHandler,
  renderWithProviders,
} from '../../test/utils';
import { FlashcardDeck } from './FlashcardDeck';
import { makeDeck } from './testing';

const listen = (side: 'front' | 'back') => screen.queryByRole('button', { name: `Listen to the ${side}` });

function setup(routes: Record<string, RouteHandler | MockResponse> = {}) {
  const media = mockMedia();
  const fetchMock = mockFetch({
    'POST /api/tts/generate': { body: makeSpeech({ speed: 0.9 }) },
    'GET /api/tts/audio/clip-1.mp3': { body: 'ID3-audio-bytes' },
    ...routes,
  });
  renderWithProviders(<FlashcardDeck deck={makeDeck()} />);
  return { media, fetchMock, user: userEvent.setup() };
}

describe('flashcard listen button', () => {
  it('is hidden for a side under 5 characters and shown for the other side', async () => {
    const { user } = setup();
    // "être" is 4 characters; its back, "to be", is 5.
    expect(listen('front')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /être/ }));
    expect(listen('back')).toBeInTheDocument();
  });

  it('reads the visible side at 0.9× for flashcards, then offers Stop', async () => {
    const answer = deferred<MockResponse>();
    const { user, media, fetchMock } = setup({ 'POST /api/tts/generate': () => answer.promise });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(listen('front') as HTMLElement);

    const busy = screen.getByRole('button', { name: 'Generating...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    const [call] = callsTo(fetchMock, 'POST /api/tts/generate');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      text: 'avoir',
      voice_id: 'victoria',
      speed: 0.9,
      feature_source: 'flashcards',
    });

    answer.resolve({ body: makeSpeech({ speed: 0.9 }) });
    const stop = await screen.findByRole('button', { name: 'Stop' });
    expect(media.play).toHaveBeenCalledTimes(1);
    await user.click(stop);
    expect(media.pause).toHaveBeenCalledTimes(1);
    expect(listen('front')).toBeInTheDocument();

    // Played again from memory: no second request.
    await user.click(listen('front') as HTMLElement);
    expect(await screen.findByRole('button', { name: 'Stop' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/tts/generate')).toHaveLength(1);
    expect(media.play).toHaveBeenCalledTimes(2);
  });

  it('stops and releases the clip when the card turns', async () => {
    const { user, media } = setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(listen('front') as HTMLElement);
    await screen.findByRole('button', { name: 'Stop' });
    await user.click(screen.getByRole('button', { name: /avoir/ }));
    expect(media.pause).toHaveBeenCalledTimes(1);
    expect(media.revokeObjectURL).toHaveBeenCalledWith('blob:test/1');
    expect(listen('back')).toBeInTheDocument();
  });

  it("toasts the server's detail, else 'Failed to generate audio. Please try again.'", async () => {
    let answer: MockResponse = { status: 429, body: { detail: 'Daily audio limit reached' } };
    const { user, media } = setup({ 'POST /api/tts/generate': () => answer });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(listen('front') as HTMLElement);
    expect(await screen.findByText('Daily audio limit reached')).toBeInTheDocument();

    answer = { status: 500, body: 'oops' };
    await waitFor(() => expect(listen('front')).toBeInTheDocument());
    await user.click(listen('front') as HTMLElement);
    expect(await screen.findByText('Failed to generate audio. Please try again.')).toBeInTheDocument();
    expect(media.play).not.toHaveBeenCalled();
  });

  it('says so when the browser will not play the clip', async () => {
    const { user, media } = setup();
    media.play.mockImplementationOnce(() =>
      Promise.reject(new DOMException('The element has no supported sources.', 'NotSupportedError')),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(listen('front') as HTMLElement);
    expect(
      await screen.findByText(
        'Your browser could not play the audio. Check that sound is allowed for this site.',
      ),
    ).toBeInTheDocument();
    expect(listen('front')).toBeInTheDocument();
  });

  it('says nothing when a Stop interrupts the start of playback', async () => {
    const { user, media } = setup();
    media.play.mockImplementationOnce(() =>
      Promise.reject(
        new DOMException('The play() request was interrupted by a call to pause().', 'AbortError'),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(listen('front') as HTMLElement);
    await waitFor(() => expect(media.play).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(listen('front')).toBeInTheDocument());
    expect(screen.queryByText(/could not play the audio/)).not.toBeInTheDocument();
  });
});

describe('flashcard text', () => {
  it('shows formulas typeset but reads the stored text aloud', async () => {
    const fetchMock = mockFetch({ 'POST /api/tts/generate': { body: makeSpeech({ speed: 0.9 }) } });
    mockMedia();
    const user = userEvent.setup();
    renderWithProviders(
      <FlashcardDeck
        deck={makeDeck({ cards: [{ id: 'c1', front: 'Formula of glucose?', back: 'C6H12O6 (from 6CO2)' }] })}
      />,
    );
    await user.click(screen.getByRole('button', { name: /Formula of glucose\?/ }));
    expect(screen.getByText('C₆H₁₂O₆ (from 6CO₂)')).toBeInTheDocument();
    await user.click(listen('back') as HTMLElement);
    const [call] = callsTo(fetchMock, 'POST /api/tts/generate');
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ text: 'C6H12O6 (from 6CO2)' });
  });
});
