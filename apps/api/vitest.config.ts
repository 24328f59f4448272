import { defineConfig } from 'vitest/config';
import { nodePreset } from '@mall/vitest-config';

// PGlite takes seconds to start: one instance per test file, files run one at a time on 2 cores.
export default defineConfig({
  ...nodePreset,
  test: { ...nodePreset.test, testTimeout: 60_000, hookTimeout: 120_000, fileParallelism: false, pool: 'forks' },
});
