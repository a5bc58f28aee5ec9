import { DAILY_LIMIT_REACHED, ONE_REQUEST_LEFT } from '@studybot/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resultPanel, toasts } from '../../components/create-hub/testing';
import { voiceKeys } from '../../lib/query-keys';
import { expectAutoplayAfter500ms, mockMedia, waitForPlayer } from '../../test/media';
import {
  callsTo,
  deferred,
  type MockResponse,
  makeSpeech,
  makeUsage,
  makeUsageResponse,
  makeUser,
  type RouteHandler,
  renderApp,
} from '../../test/utils';

const TEXT = 'Photosynthesis turns light into chemical energy in the leaves.';

function renderVoiceover(routes: Record<string, RouteHandler | MockResponse> = {}) {
  const media = mockMedia();
  const view = renderApp('/create?tab=voiceover', {
    user: makeUser(),
    routes: {
      'GET /api/tts/voices': {
        body: { voices: { victoria: 'Victoria', axel: 'Axel' }, default_voice: 'axel' },
      },
      'GET /api/tts/usage': { body: makeUsageResponse() },
      'POST /api/tts/generate': { body: makeSpeech() },
      'GET /api/tts/audio/clip-1.mp3': { body: 'ID3-audio-bytes' },
      ...routes,
    },
  });
  return { ...view, media };
}

async function textBox() {
  return screen.findByRole('textbox', { name: /Text/ });
}

const generateButton = () => screen.getByRole('button', { name: 'Generate Voiceover' });

function sentBody(fetchMock: ReturnType<typeof renderApp>['fetchMock']) {
  const calls = callsTo(fetchMock, 'POST /api/tts/generate');
  expect(calls).toHaveLength(1);
  return JSON.parse(String(calls[0]?.[1]?.body));
}

describe('voiceover tab', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists the contract voices while loading, then the server voices with its default', async () => {
    const voices = deferred<MockResponse>();
    renderVoiceover({ 'GET /api/tts/voices': () => voices.promise });
    const select = await screen.findByRole('combobox', { name: 'Voice' });
    expect(within(select).getAllByRole('option')).toHaveLength(8);
    expect(select).toHaveValue('victoria');

    voices.resolve({ body: { voices: { axel: 'Axel', emma: 'Emma' }, default_voice: 'emma' } });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
    expect(select).toHaveValue('emma');
  });

  it('has a speed slider from 0.5 to 2 (default 1) and estimates the duration', async () => {
    const user = userEvent.setup();
    renderVoiceover();
    const speed = await screen.findByRole('slider', { name: 'Speed' });
    expect(speed).toHaveValue('1');
    expect(speed).toHaveAttribute('min', '0.5');
    expect(speed).toHaveAttribute('max', '2');
    expect(speed).toHaveAttribute('step', '0.1');
    expect(speed).toHaveAttribute('aria-valuetext', '1.0×');

    // 62 characters → ceil(62 / 15) = 5 seconds.
    await user.type(await textBox(), TEXT);
    expect(screen.getByText('Estimated duration: 5 seconds')).toBeInTheDocument();
    expect(await textBox()).toHaveAccessibleDescription('Estimated duration: 5 seconds');

    // Faster speech is shorter, slower speech longer.
    fireEvent.change(speed, { target: { value: '2' } });
    expect(await textBox()).toHaveAccessibleDescription('Estimated duration: 3 seconds');
    fireEvent.change(speed, { target: { value: '0.5' } });
    expect(await textBox()).toHaveAccessibleDescription('Estimated duration: 10 seconds');
  });

  it('requires text', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderVoiceover();
    await user.type(await textBox(), '   ');
    await user.click(generateButton());
    expect(screen.getByText('Text is required')).toBeInTheDocument();
    expect(await textBox()).toHaveFocus();
    expect(callsTo(fetchMock, 'POST /api/tts/generate')).toHaveLength(0);
  });

  it('refuses text under 5 characters without asking the server', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderVoiceover();
    await user.type(await textBox(), '  Hi!  ');
    await user.click(generateButton());
    expect(screen.getByText('Text is too short for audio generation')).toBeInTheDocument();
    expect(await textBox()).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'POST /api/tts/generate')).toHaveLength(0);
  });

  it('generates with the chosen voice and speed, showing Generating... and then the player', async () => {
    const user = userEvent.setup();
    const answer = deferred<MockResponse>();
    const { fetchMock } = renderVoiceover({ 'POST /api/tts/generate': () => answer.promise });
    await user.type(await textBox(), `  ${TEXT} `);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Voice' }), 'victoria');
    fireEvent.change(screen.getByRole('slider', { name: 'Speed' }), { target: { value: '1.2' } });
    expect(screen.getByText('1.2×')).toBeInTheDocument();
    await user.click(generateButton());

    expect(screen.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    expect(screen.getAllByText('Generating audio...').length).toBeGreaterThan(0);
    expect(sentBody(fetchMock)).toEqual({
      text: TEXT,
      voice_id: 'victoria',
      speed: 1.2,
      feature_source: 'voiceover',
    });

    answer.resolve({ body: makeSpeech({ speed: 1.2 }) });
    expect(await screen.findByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Photosynthesis turns light into chemical energy' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Made with: On this computer \(espeak-ng\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Voiceover' })).toBeEnabled();
    // can_download is false in this answer: instead of Download, the plan that has it.
    expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download with Plus' })).toHaveAttribute(
      'href',
      '/billing?plan=plus',
    );
    expect(screen.getByRole('button', { name: 'Save to Library' })).toBeInTheDocument();
  });

  it('offers Download when the answer allows it and shows its notice', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderVoiceover({
      'POST /api/tts/generate': {
        body: makeSpeech({ can_download: true, notice: 'Read with the built-in voice.' }),
      },
    });
    await user.type(await textBox(), TEXT);
    await user.click(generateButton());
    expect(await screen.findByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download with Plus' })).not.toBeInTheDocument();
    expect(screen.getByText('Read with the built-in voice.')).toBeInTheDocument();
    // The answer's figures replace the cached GET /api/tts/usage answer, can_download included.
    expect(queryClient.getQueryData(voiceKeys.usage)).toEqual({ ...makeUsage(), can_download: true });
  });

  it('saves the clip under the first words of the text', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderVoiceover({
      'POST /api/tts/save-to-library': { body: { message: 'Audio saved to library!', project_id: 'v1' } },
    });
    await user.type(await textBox(), TEXT);
    await user.click(generateButton());
    await user.click(await screen.findByRole('button', { name: 'Save to Library' }));
    expect(await screen.findByText('Audio saved to library!')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST /api/tts/save-to-library');
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({
      title: 'Photosynthesis turns light into chemical energy',
      text: TEXT,
      audio_url: '/api/tts/audio/clip-1.mp3',
      voice_id: 'victoria',
      feature_source: 'voiceover',
    });
  });

  it('starts playing the new audio 500 ms after it is ready', async () => {
    const user = userEvent.setup();
    const clip = deferred<MockResponse>();
    const { fetchMock, media } = renderVoiceover({ 'GET /api/tts/audio/clip-1.mp3': () => clip.promise });
    await user.type(await textBox(), TEXT);
    await user.click(generateButton());
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/tts/audio/clip-1.mp3')).toHaveLength(1));

    // The clock stands still from here: only the player's autoplay timer is left to start.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    clip.resolve({ body: 'ID3-audio-bytes' });
    await waitForPlayer();
    expectAutoplayAfter500ms(media.play);
  });

  it('saves the text the clip was generated from, not the text edited since', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderVoiceover({
      'POST /api/tts/save-to-library': { body: { message: 'Audio saved to library!', project_id: 'v1' } },
    });
    await user.type(await textBox(), `  ${TEXT}  `);
    await user.click(generateButton());
    await screen.findByRole('button', { name: 'Play' });

    fireEvent.change(await textBox(), { target: { value: 'Something else entirely, typed afterwards.' } });
    expect(
      screen.getByRole('heading', { name: 'Photosynthesis turns light into chemical energy' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save to Library' }));
    expect(await screen.findByText('Audio saved to library!')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST /api/tts/save-to-library');
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({
      title: 'Photosynthesis turns light into chemical energy',
      // Trimmed, exactly as it was sent to POST /api/tts/generate.
      text: TEXT,
    });
    expect(sentBody(fetchMock).text).toBe(TEXT);
  });

  it('warns when one request is left today (from GET /api/tts/usage)', async () => {
    renderVoiceover({ 'GET /api/tts/usage': { body: makeUsageResponse({ requests_remaining: 1 }) } });
    expect(await screen.findByText(ONE_REQUEST_LEFT)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See plans' })).not.toBeInTheDocument();
  });

  it('says the daily limit is reached after the last request, with a link to the plans', async () => {
    const user = userEvent.setup();
    renderVoiceover({
      'GET /api/tts/usage': { body: makeUsageResponse({ requests_remaining: 1 }) },
      'POST /api/tts/generate': { body: makeSpeech({ usage_info: makeUsage({ requests_remaining: 0 }) }) },
    });
    await screen.findByText(ONE_REQUEST_LEFT);
    await user.type(await textBox(), TEXT);
    await user.click(generateButton());
    expect(await screen.findByText(DAILY_LIMIT_REACHED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/billing');
    expect(screen.queryByText(/Only 1 request remaining/)).not.toBeInTheDocument();
  });

  it('shows no notice when use is unlimited (-1)', async () => {
    const user = userEvent.setup();
    renderVoiceover({
      'GET /api/tts/usage': { body: makeUsageResponse({ requests_remaining: -1 }) },
      'POST /api/tts/generate': { body: makeSpeech({ usage_info: makeUsage({ requests_remaining: -1 }) }) },
    });
    await user.type(await textBox(), TEXT);
    await user.click(generateButton());
    await screen.findByRole('button', { name: 'Play' });
    expect(screen.queryByText(/remaining today|Daily limit/)).not.toBeInTheDocument();
  });

  it("toasts the server's detail and refreshes the usage after a 429", async () => {
    const user = userEvent.setup();
    let usage = makeUsageResponse({ requests_remaining: 2 });
    const detail = 'You have used all 3 audio requests today. Upgrade for more.';
    renderVoiceover({
      'GET /api/tts/usage': () => ({ body: usage }),
      'POST /api/tts/generate': () => {
        usage = makeUsageResponse({ requests_remaining: 0 });
        return { status: 429, body: { detail } };
      },
    });
    await user.type(await textBox(), TEXT);
    await user.click(generateButton());
    expect(await toasts().findByText(detail)).toBeInTheDocument();
    expect(await screen.findByText(DAILY_LIMIT_REACHED)).toBeInTheDocument();
    expect(
      resultPanel().getByRole('heading', { name: 'We couldn’t make your voiceover' }),
    ).toBeInTheDocument();
    expect(resultPanel().getByText(detail)).toBeInTheDocument();
  });

  it("toasts the server's 400 detail", async () => {
    const user = userEvent.setup();
    renderVoiceover({
      'POST /api/tts/generate': { status: 400, body: { detail: 'Text is too short for audio generation' } },
    });
    await user.type(await textBox(), '.....');
    await user.click(generateButton());
    expect(await toasts().findByText('Text is too short for audio generation')).toBeInTheDocument();
    expect(resultPanel().getByText('Text is too short for audio generation')).toBeInTheDocument();
    expect(
      resultPanel().getByText('Change your text and press Generate Voiceover again.'),
    ).toBeInTheDocument();
  });

  it("falls back to 'Voiceover generation failed' without a detail", async () => {
    const user = userEvent.setup();
    renderVoiceover({ 'POST /api/tts/generate': { status: 502, body: 'Bad gateway' } });
    await user.type(await textBox(), TEXT);
    await user.click(generateButton());
    expect(await toasts().findByText('Voiceover generation failed')).toBeInTheDocument();
    expect(resultPanel().getByText('Voiceover generation failed')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Ready to Create!' })).not.toBeInTheDocument();
  });
});
