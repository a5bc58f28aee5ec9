import { INTERVIEW_MESSAGES, type InterviewFeatures, type TranscriptionResponse } from '@studybot/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, deferred, type MockResponse, mockFetch, renderWithProviders } from '../../test/utils';
import { AnswerPanel } from './AnswerPanel';
import {
  BROWSER_TRANSCRIBES,
  MIC_DENIED,
  NOTHING_HEARD,
  SERVER_TRANSCRIBES,
  TRANSCRIBED_BY_SERVER,
  TRANSCRIBING,
  TYPE_INSTEAD,
  TYPE_TRANSCRIPT,
} from './messages';
import { BOOTCAMP_FEATURES, mockDevices, mockSpeechRecognition } from './testing';

function renderPanel(features: InterviewFeatures = BOOTCAMP_FEATURES) {
  const onSubmit = vi.fn();
  const view = renderWithProviders(
    <AnswerPanel features={features} submitting={false} error={null} onSubmit={onSubmit} />,
  );
  return { ...view, onSubmit };
}

const mode = (name: string) =>
  within(screen.getByRole('group', { name: 'Answer mode' })).getByRole('button', { name });
const submitButton = () => screen.getByRole('button', { name: 'Submit Answer' });
const saidBox = () => screen.getByRole('textbox', { name: 'What you said' });
const transcriptNote = () => screen.getByRole('status');

/** Date.now() under the test's control: recordings are timed by it. */
function mockClock() {
  let now = Date.now();
  vi.spyOn(Date, 'now').mockImplementation(() => now);
  return { advance: (ms: number) => (now += ms) };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('answer modes', () => {
  it('submits a typed answer with Ctrl+Enter, counting its characters', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderPanel();
    const box = screen.getByRole('textbox', { name: 'Type your answer' });
    await user.type(box, '  I would start with the data.  ');
    expect(screen.getByText(/32 \/ 8,000 characters/)).toBeInTheDocument();
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(onSubmit).toHaveBeenCalledWith({
      answer_text: 'I would start with the data.',
      answer_type: 'text',
    });
  });

  it('records an audio answer and takes what the student types as the transcript without speech recognition', async () => {
    const user = userEvent.setup();
    const devices = mockDevices();
    const clock = mockClock();
    const { onSubmit } = renderPanel();
    await user.click(mode('Audio'));
    expect(mode('Audio')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(TYPE_TRANSCRIPT)).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Start Recording' }));
    expect(devices.getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(devices.recorders[0]?.start).toHaveBeenCalled();
    expect(screen.getByText('Recording')).toBeInTheDocument();
    act(() => {
      clock.advance(42_400);
    });
    await user.type(saidBox(), 'I fixed the build on Friday.');
    await user.click(submitButton());

    expect(onSubmit).toHaveBeenCalledWith({
      answer_text: 'I fixed the build on Friday.',
      answer_type: 'audio',
      duration_sec: 42,
    });
    expect(devices.recorders[0]?.stop).toHaveBeenCalled();
    expect(devices.track.stop).toHaveBeenCalled();
  });

  it('writes down what the browser hears, editable once the recording stops', async () => {
    const user = userEvent.setup();
    mockDevices();
    const speech = mockSpeechRecognition();
    renderPanel();
    await user.click(mode('Audio'));
    expect(screen.getByText(BROWSER_TRANSCRIBES)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start Recording' }));
    expect(speech.instances[0]?.start).toHaveBeenCalled();
    expect(speech.instances[0]?.continuous).toBe(true);
    act(() => speech.hear('I led the migration', 'and it took two weeks'));
    expect(saidBox()).toHaveValue('I led the migration and it took two weeks');
    expect(saidBox()).toHaveAttribute('readonly');

    await user.click(screen.getByRole('button', { name: 'Stop Recording' }));
    expect(speech.instances[0]?.stop).toHaveBeenCalled();
    expect(saidBox()).not.toHaveAttribute('readonly');
    expect(screen.getByRole('timer', { name: 'Recording time' })).toHaveTextContent('0:00');
    await user.type(saidBox(), '.');
    expect(saidBox()).toHaveValue('I led the migration and it took two weeks.');
    expect(submitButton()).toBeEnabled();
  });

  it('says when the microphone is refused', async () => {
    const user = userEvent.setup();
    mockDevices({ deny: true });
    renderPanel();
    await user.click(mode('Audio'));
    await user.click(screen.getByRole('button', { name: 'Start Recording' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MIC_DENIED);
    expect(screen.getByRole('button', { name: 'Start Recording' })).toBeEnabled();
  });

  it('films a mirrored 320x240 preview with a REC mark, and releases the camera on leaving video mode', async () => {
    const user = userEvent.setup();
    const devices = mockDevices();
    const clock = mockClock();
    const { onSubmit } = renderPanel();
    await user.click(mode('Video'));
    expect(screen.getByText('Camera off')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start Video' }));

    expect(devices.getUserMedia).toHaveBeenCalledWith({ video: { width: 320, height: 240 }, audio: true });
    const preview = screen.getByLabelText('Camera preview');
    expect(preview).toHaveAttribute('width', '320');
    expect(preview).toHaveAttribute('height', '240');
    expect(preview).toHaveClass('-scale-x-100');
    expect(screen.getByText('REC')).toBeInTheDocument();

    await user.type(saidBox(), 'I would shard by user id.');
    act(() => {
      clock.advance(5_000);
    });
    await user.click(screen.getByRole('button', { name: 'Stop Video' }));
    expect(screen.queryByText('REC')).not.toBeInTheDocument();
    expect(devices.track.stop).toHaveBeenCalledTimes(1);
    await user.click(submitButton());
    expect(onSubmit).toHaveBeenCalledWith({
      answer_text: 'I would shard by user id.',
      answer_type: 'video',
      duration_sec: 5,
      video_analysis: {
        analyze_tone: true,
        analyze_filler_words: true,
        analyze_pacing: true,
        analyze_body_language: true,
      },
    });

    await user.click(screen.getByRole('button', { name: 'Record Video Again' }));
    expect(screen.getByText('REC')).toBeInTheDocument();
    await user.click(mode('Text'));
    expect(devices.track.stop).toHaveBeenCalledTimes(2);
  });

  it('releases the camera when the page goes away', async () => {
    const user = userEvent.setup();
    const devices = mockDevices();
    const { unmount } = renderPanel();
    await user.click(mode('Video'));
    await user.click(screen.getByRole('button', { name: 'Start Video' }));
    expect(screen.getByText('REC')).toBeInTheDocument();
    unmount();
    expect(devices.track.stop).toHaveBeenCalled();
  });

  it('says when the camera is refused', async () => {
    const user = userEvent.setup();
    mockDevices({ deny: true });
    renderPanel();
    await user.click(mode('Video'));
    await user.click(screen.getByRole('button', { name: 'Start Video' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(INTERVIEW_MESSAGES.cameraDenied);
  });
});

describe('server transcription', () => {
  const SERVER_FEATURES = { ...BOOTCAMP_FEATURES, server_transcription: true };
  const TRANSCRIBE = 'POST /api/interview/transcribe';
  const HEARD = 'I split the monolith into three services.';

  /** Records in audio mode and stops, leaving the upload to the test. */
  async function recordAndStop(user: ReturnType<typeof userEvent.setup>) {
    await user.click(mode('Audio'));
    await user.click(screen.getByRole('button', { name: /^(Start Recording|Record Again)$/ }));
    await user.click(screen.getByRole('button', { name: 'Stop Recording' }));
  }

  it('uploads the recording when it stops and puts what the server heard in the transcript', async () => {
    const user = userEvent.setup();
    localStorage.setItem('auth_token', 'test-token');
    mockDevices({ recorded: 'voice bytes' });
    const speech = mockSpeechRecognition();
    const answer = deferred<MockResponse>();
    const fetchMock = mockFetch({ [TRANSCRIBE]: () => answer.promise });
    const { onSubmit } = renderPanel(SERVER_FEATURES);

    await user.click(mode('Audio'));
    expect(transcriptNote()).toHaveTextContent(SERVER_TRANSCRIBES);
    expect(transcriptNote()).toHaveAttribute('data-transcription', 'server');
    await user.click(screen.getByRole('button', { name: 'Start Recording' }));
    // The server writes it down, so the browser does not listen as well.
    expect(speech.instances).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Stop Recording' }));

    expect(await screen.findByText(TRANSCRIBING)).toBeInTheDocument();
    expect(saidBox()).toHaveAttribute('readonly');
    expect(submitButton()).toBeDisabled();
    const [call] = callsTo(fetchMock, TRANSCRIBE);
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer test-token');
    const sent = call?.[1]?.body;
    expect(sent).toBeInstanceOf(FormData);
    const audio = (sent as FormData).get('audio') as File;
    expect(audio.name).toBe('answer.webm');
    expect(audio.type).toBe('audio/webm;codecs=opus');
    expect(await audio.text()).toBe('voice bytes');

    const response: TranscriptionResponse = { text: HEARD, source: 'stt:whisper-1' };
    answer.resolve({ body: response });
    await waitFor(() => expect(saidBox()).toHaveValue(HEARD));
    expect(transcriptNote()).toHaveTextContent(TRANSCRIBED_BY_SERVER);
    expect(transcriptNote()).toHaveAttribute('data-transcription', 'server');
    expect(saidBox()).not.toHaveAttribute('readonly');

    await user.type(saidBox(), ' Then I measured it.');
    await user.click(submitButton());
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ answer_text: `${HEARD} Then I measured it.`, answer_type: 'audio' }),
    );
    expect(callsTo(fetchMock, TRANSCRIBE)).toHaveLength(1);
  });

  it('says why the server could not transcribe and lets the student type what they said', async () => {
    const user = userEvent.setup();
    mockDevices();
    mockFetch({ [TRANSCRIBE]: { status: 502, body: { detail: INTERVIEW_MESSAGES.transcriptionFailed } } });
    const { onSubmit } = renderPanel(SERVER_FEATURES);
    await recordAndStop(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(INTERVIEW_MESSAGES.transcriptionFailed);
    expect(transcriptNote()).toHaveTextContent(TYPE_INSTEAD);
    expect(transcriptNote()).toHaveAttribute('data-transcription', 'typed');
    expect(saidBox()).toHaveValue('');
    await user.type(saidBox(), 'I fixed the flaky test.');
    await user.click(submitButton());
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ answer_text: 'I fixed the flaky test.' }),
    );
  });

  it.each([
    [
      'the server’s reason',
      { status: 429, body: { detail: 'Upload limit reached for today' } },
      'Upload limit reached for today',
    ],
    [
      'its own message without one',
      { status: 500, body: '<h1>Bad gateway</h1>' },
      INTERVIEW_MESSAGES.transcriptionFailed,
    ],
    [
      'that nothing was heard in an empty transcription',
      { body: { text: ' ', source: 'stt:whisper-1' } },
      NOTHING_HEARD,
    ],
  ])('shows %s', async (_, response: MockResponse, message) => {
    const user = userEvent.setup();
    mockDevices();
    mockFetch({ [TRANSCRIBE]: response });
    renderPanel(SERVER_FEATURES);
    await recordAndStop(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(transcriptNote()).toHaveTextContent(TYPE_INSTEAD);
    expect(saidBox()).not.toHaveAttribute('readonly');
  });

  it('drops what the server heard in a take that was recorded again', async () => {
    const user = userEvent.setup();
    mockDevices();
    const first = deferred<MockResponse>();
    const fetchMock = mockFetch({ [TRANSCRIBE]: () => first.promise });
    renderPanel(SERVER_FEATURES);
    await recordAndStop(user);
    expect(await screen.findByText(TRANSCRIBING)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Record Again' }));
    first.resolve({ body: { text: 'the first take', source: 'stt:whisper-1' } });
    await waitFor(() => expect(callsTo(fetchMock, TRANSCRIBE)).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(saidBox()).toHaveValue('');
    expect(transcriptNote()).toHaveTextContent(SERVER_TRANSCRIBES);
  });

  it('uploads nothing when the server does not transcribe', async () => {
    const user = userEvent.setup();
    const devices = mockDevices();
    const fetchMock = mockFetch({});
    renderPanel();
    await recordAndStop(user);
    await waitFor(() => expect(devices.recorders[0]?.stop).toHaveBeenCalled());
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));

    expect(fetchMock).not.toHaveBeenCalled();
    expect(transcriptNote()).toHaveTextContent(TYPE_TRANSCRIPT);
    expect(transcriptNote()).toHaveAttribute('data-transcription', 'typed');
    expect(screen.queryByText(TRANSCRIBING)).not.toBeInTheDocument();
  });
});
