import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Each module or service keeps its own tables; db/schema.ts only gathers them for the app.
  schema: './src/**/*-tables.ts',
  out: './src/db/migrations',
});
