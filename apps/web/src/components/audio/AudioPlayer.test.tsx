import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAutoplayAfter500ms, mockDownloadClicks, mockMedia, waitForPlayer } from '../../test/media';
import {
  callsTo,
  deferred,
  type MockResponse,
  mockFetch,
  type RouteHandler,
  renderWithProviders,
} from '../../test/utils';
import { AudioPlayer, type AudioPlayerProps } from './AudioPlayer';

const CLIP = '/api/tts/audio/clip-1.mp3';

const defaults: AudioPlayerProps = {
  audioUrl: CLIP,
  title: 'My Notes on Cells',
  text: 'My notes on cells, read aloud.',
  canDownload: false,
  duration: 12,
};

function setup(
  props: Partial<AudioPlayerProps> = {},
  routes: Record<string, RouteHandler | MockResponse> = {},
) {
  localStorage.setItem('auth_token', 'test-token');
  const media = mockMedia();
  const fetchMock = mockFetch({ [`GET ${CLIP}`]: { body: 'ID3-audio-bytes' }, ...routes });
  const view = renderWithProviders(<AudioPlayer {...defaults} {...props} />);
  const rerender = (next: Partial<AudioPlayerProps>) =>
    view.rerender(<AudioPlayer {...defaults} {...props} {...next} />);
  return { ...view, rerender, media, fetchMock, user: userEvent.setup() };
}

const audio = () => document.querySelector('audio') as HTMLAudioElement;
const slider = (name: string) => screen.getByRole('slider', { name });

describe('audio player', () => {
  it('goes from no audio, to generating, to ready', async () => {
    const { rerender, fetchMock } = setup({ audioUrl: null });
    expect(screen.getByText('No audio yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();

    rerender({ audioUrl: null, generating: true });
    expect(screen.getByRole('status')).toHaveTextContent('Generating audio...');
    expect(screen.queryByText('No audio yet')).not.toBeInTheDocument();

    rerender({ audioUrl: CLIP, generating: false });
    expect(await screen.findByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(slider('Seek')).toBeInTheDocument();
    expect(slider('Volume')).toHaveValue('1');
    expect(slider('Playback speed')).toHaveValue('1');
    expect(screen.getByText('0:00 / 0:12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset to start' })).toBeInTheDocument();
    // The clip is fetched with the token and played from an object URL.
    const [call] = callsTo(fetchMock, `GET ${CLIP}`);
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer test-token');
    expect(audio()).toHaveAttribute('src', 'blob:test/1');
  });

  it('plays and pauses', async () => {
    const { user, media } = setup();
    await user.click(await screen.findByRole('button', { name: 'Play' }));
    expect(media.play).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(media.pause).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('shows Play again when the clip ends', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Play' }));
    fireEvent.ended(audio());
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('seeks, follows playback, and resets to the start', async () => {
    const { user } = setup();
    await screen.findByRole('button', { name: 'Play' });
    fireEvent.change(slider('Seek'), { target: { value: '5' } });
    expect(audio().currentTime).toBe(5);
    expect(screen.getByText('0:05 / 0:12')).toBeInTheDocument();
    expect(slider('Seek')).toHaveAttribute('aria-valuetext', '0:05 of 0:12');

    audio().currentTime = 9;
    fireEvent.timeUpdate(audio());
    expect(screen.getByText('0:09 / 0:12')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset to start' }));
    expect(audio().currentTime).toBe(0);
    expect(screen.getByText('0:00 / 0:12')).toBeInTheDocument();
  });

  it('takes the length the audio reports over the one it was given', async () => {
    setup();
    await screen.findByRole('button', { name: 'Play' });
    Object.defineProperty(audio(), 'duration', { configurable: true, value: 75 });
    fireEvent.loadedMetadata(audio());
    expect(screen.getByText('0:00 / 1:15')).toBeInTheDocument();
    expect(slider('Seek')).toHaveAttribute('max', '75');
  });

  it('sets volume (0–1, step 0.1) and speed (0.5–2, step 0.1), showing their values', async () => {
    setup();
    await screen.findByRole('button', { name: 'Play' });
    const volume = slider('Volume');
    expect(volume).toHaveAttribute('min', '0');
    expect(volume).toHaveAttribute('max', '1');
    expect(volume).toHaveAttribute('step', '0.1');
    fireEvent.change(volume, { target: { value: '0.4' } });
    expect(audio().volume).toBe(0.4);
    expect(volume).toHaveAttribute('aria-valuetext', '40%');
    expect(screen.getByText('40%')).toBeInTheDocument();

    const speed = slider('Playback speed');
    expect(speed).toHaveAttribute('min', '0.5');
    expect(speed).toHaveAttribute('max', '2');
    expect(speed).toHaveAttribute('step', '0.1');
    fireEvent.change(speed, { target: { value: '1.5' } });
    expect(audio().playbackRate).toBe(1.5);
    expect(screen.getByText('1.5×')).toBeInTheDocument();
  });

  it('is operable from the keyboard', async () => {
    const { user, media } = setup({ canDownload: true });
    await screen.findByRole('button', { name: 'Play' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Play' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(media.play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pause' })).toHaveFocus();
    await user.keyboard(' ');
    expect(media.pause).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(slider('Seek')).toHaveFocus();
    await user.tab();
    expect(slider('Volume')).toHaveFocus();
    await user.tab();
    expect(slider('Playback speed')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Reset to start' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Download' })).toHaveFocus();
  });

  it('offers Download only when the plan allows it', async () => {
    const { rerender } = setup({ canDownload: false });
    await screen.findByRole('button', { name: 'Play' });
    expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
    rerender({ canDownload: true });
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
  });

  it('downloads the clip with the token as <title>.mp3', async () => {
    const download = deferred<MockResponse>();
    const { user, fetchMock } = setup(
      { canDownload: true },
      { [`GET ${CLIP}?download=1`]: () => download.promise },
    );
    const clicks = mockDownloadClicks();
    const names: string[] = [];
    clicks.mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    await user.click(await screen.findByRole('button', { name: 'Download' }));
    expect(screen.getByRole('button', { name: 'Downloading...' })).toBeDisabled();
    download.resolve({ body: 'ID3-audio-bytes' });
    await waitFor(() => expect(names).toEqual(['my_notes_on_cells.mp3']));
    const [call] = callsTo(fetchMock, `GET ${CLIP}?download=1`);
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer test-token');
    expect(await screen.findByRole('button', { name: 'Download' })).toBeEnabled();
  });

  it("shows the server's reason when a download is refused, else 'Failed to download audio'", async () => {
    const refusal = 'Downloading audio is part of the paid plans.';
    let answer: MockResponse = { status: 403, body: { detail: refusal } };
    const { user } = setup({ canDownload: true }, { [`GET ${CLIP}?download=1`]: () => answer });
    const clicks = mockDownloadClicks();
    await user.click(await screen.findByRole('button', { name: 'Download' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();

    answer = { status: 500, body: 'Internal error' };
    await user.click(await screen.findByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Failed to download audio')).toBeInTheDocument();
    expect(clicks).not.toHaveBeenCalled();
  });

  describe('autoplay', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('starts playback 500 ms after the audio is ready', async () => {
      const { media } = setup({ autoplay: true });
      await waitForPlayer();
      expectAutoplayAfter500ms(media.play);
    });

    it('does not start without autoplay', async () => {
      const { media } = setup();
      await waitForPlayer();
      act(() => {
        vi.advanceTimersByTime(2000);
      });
      expect(media.play).not.toHaveBeenCalled();
    });
  });

  it('revokes the object URL when the audio changes and on unmount', async () => {
    const other = '/api/tts/audio/clip-2.mp3';
    const { rerender, unmount, media } = setup({}, { [`GET ${other}`]: { body: 'ID3-other' } });
    await screen.findByRole('button', { name: 'Play' });
    expect(media.revokeObjectURL).not.toHaveBeenCalled();

    rerender({ audioUrl: other });
    await waitFor(() => expect(audio()).toHaveAttribute('src', 'blob:test/2'));
    expect(media.revokeObjectURL).toHaveBeenCalledWith('blob:test/1');

    unmount();
    expect(media.revokeObjectURL).toHaveBeenCalledWith('blob:test/2');
  });

  it('loads the same audio URL again after a generation, never playing the revoked object URL', async () => {
    // The server answers a repeated request with its cached clip: the same URL comes back.
    const again = deferred<MockResponse>();
    let loads = 0;
    const { rerender, media } = setup(
      {},
      { [`GET ${CLIP}`]: () => (++loads === 1 ? { body: 'ID3-audio-bytes' } : again.promise) },
    );
    await screen.findByRole('button', { name: 'Play' });
    expect(audio()).toHaveAttribute('src', 'blob:test/1');

    rerender({ audioUrl: null, generating: true });
    expect(media.revokeObjectURL).toHaveBeenCalledWith('blob:test/1');

    rerender({ audioUrl: CLIP, generating: false });
    expect(screen.getByRole('status')).toHaveTextContent('Loading audio...');
    expect(audio()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();

    again.resolve({ body: 'ID3-audio-bytes' });
    expect(await screen.findByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(audio()).toHaveAttribute('src', 'blob:test/2');
    expect(loads).toBe(2);
  });

  describe('failures loading the audio', () => {
    it("toasts the server's detail", async () => {
      setup({}, { [`GET ${CLIP}`]: { status: 404, body: { detail: 'Audio not found' } } });
      expect(await screen.findByText('Audio not found')).toBeInTheDocument();
      expect(screen.getByText('This audio could not be loaded.')).toBeInTheDocument();
    });

    it("toasts 'Failed to generate audio. Please try again.' without a detail", async () => {
      setup({}, { [`GET ${CLIP}`]: { status: 500, body: 'oops' } });
      expect(await screen.findByText('Failed to generate audio. Please try again.')).toBeInTheDocument();
    });

    it("gives onError the detail, else 'Failed to generate audio', instead of a toast", async () => {
      const onError = vi.fn();
      setup({ onError }, { [`GET ${CLIP}`]: { status: 500, body: 'oops' } });
      await waitFor(() => expect(onError).toHaveBeenCalledWith('Failed to generate audio'));
      expect(screen.queryByText(/Please try again/)).not.toBeInTheDocument();
    });
  });

  describe('Save to Library', () => {
    const save = { voice_id: 'olivia' as const, speed: 1.2, feature_source: 'voiceover' };

    it('is offered only when asked for', async () => {
      setup();
      await screen.findByRole('button', { name: 'Play' });
      expect(screen.queryByRole('button', { name: 'Save to Library' })).not.toBeInTheDocument();
    });

    it('saves the clip, says so and links to the library', async () => {
      const onSaved = vi.fn();
      const { user, fetchMock } = setup(
        { save, onSaved },
        {
          'POST /api/tts/save-to-library': {
            body: { message: 'Audio saved to library!', project_id: 'voice-1' },
          },
        },
      );
      await user.click(await screen.findByRole('button', { name: 'Save to Library' }));
      expect(await screen.findByText('Audio saved to library!')).toBeInTheDocument();
      expect(screen.getByText('Saved to Library')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'View in Library' })).toHaveAttribute('href', '/library');
      expect(screen.getByRole('link', { name: 'View in Library' })).toHaveFocus();
      expect(onSaved).toHaveBeenCalledWith('voice-1');
      const [call] = callsTo(fetchMock, 'POST /api/tts/save-to-library');
      expect(JSON.parse(String(call?.[1]?.body))).toEqual({
        title: 'My Notes on Cells',
        text: 'My notes on cells, read aloud.',
        audio_url: CLIP,
        voice_id: 'olivia',
        speed: 1.2,
        duration: 12,
        feature_source: 'voiceover',
      });
    });

    it("toasts the server's detail, else 'Failed to save to library'", async () => {
      let answer: MockResponse = { status: 404, body: { detail: 'Audio not found' } };
      const { user } = setup({ save }, { 'POST /api/tts/save-to-library': () => answer });
      await user.click(await screen.findByRole('button', { name: 'Save to Library' }));
      expect(await screen.findByText('Audio not found')).toBeInTheDocument();
      answer = { status: 500, body: 'oops' };
      await user.click(screen.getByRole('button', { name: 'Save to Library' }));
      expect(await screen.findByText('Failed to save to library')).toBeInTheDocument();
    });

    it("gives onError 'Failed to save' without a detail", async () => {
      const onError = vi.fn();
      const { user } = setup(
        { save, onError },
        { 'POST /api/tts/save-to-library': { status: 500, body: 'oops' } },
      );
      await user.click(await screen.findByRole('button', { name: 'Save to Library' }));
      await waitFor(() => expect(onError).toHaveBeenCalledWith('Failed to save'));
      expect(screen.getByRole('button', { name: 'Save to Library' })).toBeEnabled();
    });
  });
});
