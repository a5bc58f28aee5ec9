import { act, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';

/**
 * jsdom cannot play media: `play()`/`pause()` are stubs that do nothing. These spies behave like a
 * browser that starts at once: they fire the element's `play`/`pause` events. Object URLs are
 * numbered so tests can follow which one was revoked. Restored after each test (setup.ts).
 */
export function mockMedia() {
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    this.dispatchEvent(new Event('pause'));
  });
  let count = 0;
  const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
    count += 1;
    return `blob:test/${count}`;
  });
  const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  return { play, pause, createObjectURL, revokeObjectURL };
}

/** Catches `<a download>` clicks (jsdom would try to navigate) and records the file name. */
export function mockDownloadClicks() {
  return vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
}

/**
 * Waits for the audio player's Play button without moving a fake clock: it only lets pending
 * promises and I/O settle. For tests that fake `setTimeout` (autoplay), where `findBy*` would
 * never time out.
 */
export async function waitForPlayer() {
  for (let i = 0; i < 50 && !screen.queryByRole('button', { name: 'Play' }); i++) {
    await act(() => new Promise((resolve) => setImmediate(resolve)));
  }
  expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
}

/** With fake timers: nothing plays 499 ms after the player is ready, and playback starts at 500. */
export function expectAutoplayAfter500ms(play: ReturnType<typeof mockMedia>['play']) {
  act(() => {
    vi.advanceTimersByTime(499);
  });
  expect(play).not.toHaveBeenCalled();
  act(() => {
    vi.advanceTimersByTime(1);
  });
  expect(play).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
}
