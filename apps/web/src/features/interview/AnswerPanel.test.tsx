import { INTERVIEW_MESSAGES } from '@studybot/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/utils';
import { AnswerPanel } from './AnswerPanel';
import { MIC_DENIED, TRANSCRIBING, TYPE_TRANSCRIPT } from './messages';
import { BOOTCAMP_FEATURES, mockDevices, mockSpeechRecognition } from './testing';

function renderPanel() {
  const onSubmit = vi.fn();
  const view = renderWithProviders(
    <AnswerPanel features={BOOTCAMP_FEATURES} submitting={false} error={null} onSubmit={onSubmit} />,
  );
  return { ...view, onSubmit };
}

const mode = (name: string) =>
  within(screen.getByRole('group', { name: 'Answer mode' })).getByRole('button', { name });
const submitButton = () => screen.getByRole('button', { name: 'Submit Answer' });
const saidBox = () => screen.getByRole('textbox', { name: 'What you said' });

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
    expect(screen.getByText(TRANSCRIBING)).toBeInTheDocument();
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
