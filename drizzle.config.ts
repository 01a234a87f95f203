import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes SQL migrations from the schema, offline; they are committed. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
