import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';

// Lazy route chunks are transformed on first use, which can take a moment in a cold run.
configure({ asyncUtilTimeout: 8000 });

// Every test fails on a console error or warning (React warnings included).
let consoleErrors: ReturnType<typeof vi.spyOn>;
let consoleWarnings: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  consoleErrors = vi.spyOn(console, 'error');
  consoleWarnings = vi.spyOn(console, 'warn');
});

afterEach(() => {
  cleanup();
  const errors = consoleErrors.mock.calls;
  const warnings = consoleWarnings.mock.calls;
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  expect(errors, 'console.error was called').toEqual([]);
  expect(warnings, 'console.warn was called').toEqual([]);
});
