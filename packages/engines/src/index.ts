// Pure engines (no HTTP, no database) live here, one folder per engine; see DESIGN.md §7.

export * from './imaging/index.ts';
export * from './srs/index.ts';
export * from './studygen/index.ts';
