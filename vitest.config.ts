import { defineConfig } from 'vitest/config';

// The server suite runs once per database dialect: always SQLite, and PostgreSQL
// too when TEST_DATABASE_URL is set (CI sets it to the local server).
const dialects = ['sqlite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. Most test time
    // is waiting on databases, workers and child processes, so two files at a time use the machine.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'contract',
          include: ['packages/*/src/**/*.test.ts'],
          // The engines do real work (speech, CAS, drafting papers): budgets for a busy machine.
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      ...dialects.map((dialect) => ({
        test: {
          name: `server:${dialect}`,
          include: ['apps/server/src/**/*.test.ts'],
          env: { TEST_DIALECT: dialect },
          // Real scrypt hashing and real databases: slower than pure unit tests, and on a busy machine a
          // PostgreSQL checkpoint can hold every test up for seconds.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      })),
      './apps/web',
    ],
  },
});
