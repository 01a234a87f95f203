import { z } from 'zod';

export const HealthResponse = z.strictObject({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

/** Public facts the signed-out screens need (the contact address of DECISIONS "Name and brand"). */
export const AppInfoResponse = z.strictObject({ contactEmail: z.string() });
export type AppInfoResponse = z.infer<typeof AppInfoResponse>;
