import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/server/**/*.test.ts', 'blocks/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    pool: 'forks',
  },
});
