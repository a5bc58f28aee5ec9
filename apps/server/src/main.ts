import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

/** How long shutdown may take before the process exits anyway. */
const SHUTDOWN_DEADLINE_MS = 10_000;

let built: Awaited<ReturnType<typeof buildApp>>;
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
  built = await buildApp(config);
} catch (error) {
  // Configuration and start-up problems are the operator's to fix: say what, without a stack.
  console.error(`StudyBot could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const { app } = built;

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS).unref();
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });
// The plagiarism reference index takes a few seconds to build: do it now, not on the first check.
built.services.plagiarism.warm().catch((error) => app.log.error({ err: error }, 'plagiarism index failed'));
built.services.math.warm().catch((error) => app.log.error({ err: error }, 'math workers failed to start'));
built.services.writing
  .warm()
  .catch((error) => app.log.error({ err: error }, 'writing workers failed to start'));
built.services.documents
  .warm()
  .catch((error) => app.log.error({ err: error }, 'document workers failed to start'));
built.services.python
  .warm()
  .catch((error) => app.log.error({ err: error }, 'python runners failed to start'));
