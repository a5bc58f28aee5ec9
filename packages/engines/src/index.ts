// Pure engines (no HTTP, no database) live here, one folder per engine; see DESIGN.md §7.
// The diagram renderer is its own entry point, '@studybot/engines/imaging': it loads mathjs and
// resvg (~100 MB, over a second), so the server imports it on the first image request only.

export * from './documents/index.ts';
export * from './srs/index.ts';
export * from './studygen/index.ts';
