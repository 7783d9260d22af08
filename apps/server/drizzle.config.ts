import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @plaudit/server` writes a new SQL migration from the schema; the SQL is committed.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
