// Worker thread entry. Worker threads cannot load TypeScript on Node 20, so this plain module registers
// tsx first and then loads the TypeScript side. Messages that arrive meanwhile wait in the port's queue.
import { register } from 'tsx/esm/api';

register();
await import('./thread.ts');
