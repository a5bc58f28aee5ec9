import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const DATA_DIR = path.join(os.tmpdir(), `studybot-e2e-${process.pid}`);

export const ADMIN = { username: 'e2e_admin', password: 'e2e-admin-password' };

/** Browser tests against the built web app served by the real server on a fresh SQLite database. */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Generous: the first tests share two cores with the server warming its grammar and math workers.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  outputDir: '../test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        // Generated audio starts by itself; a slow generation must not lose the click's user activation.
        '--autoplay-policy=no-user-gesture-required',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      use: { ...devices['Pixel 5'], defaultBrowserType: 'chromium', viewport: { width: 375, height: 740 } },
    },
  ],
  webServer: {
    command: `rm -rf ${DATA_DIR} && node --import tsx apps/server/src/main.ts`,
    cwd: '..',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_EMAIL: 'e2e-admin@example.com',
    },
  },
});
