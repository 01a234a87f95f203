import { z } from 'zod';

export const HealthResponse = z.strictObject({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type HealthResponse = z.infer<typeof HealthResponse>;
