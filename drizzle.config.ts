import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate --name <what>` writes the next migration of server/db/schema.ts into server/db/migrations
// (CONTRIBUTING.md "Add a database migration"); server/db/database.ts applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
  strict: true,
});
