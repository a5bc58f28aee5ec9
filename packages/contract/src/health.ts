import { z } from 'zod';

export const Health = z.object({ status: z.literal('ok') });

/** GET /api/health/ready: the server can reach its database. */
export const HealthReady = z.object({ status: z.literal('ok'), database: z.literal('ok') });
export type HealthReady = z.infer<typeof HealthReady>;
