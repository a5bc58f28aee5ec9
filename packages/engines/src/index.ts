// Pure engines (no HTTP, no database) live here, one folder per engine; see DESIGN.md §7.
export {};
export * from './srs/index.ts';
