import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/helpers/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores on CI: more workers only thrash the embedded databases.
    maxWorkers: 2,
    // Each worker imports the app once and runs its test files one after another, instead of
    // re-importing the app's ~300 modules (and the generated Prisma Client) for every file: that
    // was a third of the suite's time (measured: "import" 249 s of 938 s over 79 files on
    // PostgreSQL; README, "Tests"). Test files share no state through modules: each opens its own
    // app over its own database, and their spies are on their own app's services.
    isolate: false,
  },
});
