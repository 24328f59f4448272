import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { domPreset } from '@mall/vitest-config';

// The mobile storefront's shared features are tested in @mall/storefront; what stays here is routes
// and layouts, covered by the browser tests (e2e/), so an empty unit run is a pass, as `pnpm test` says.
export default defineConfig({ ...domPreset, test: { ...domPreset.test, passWithNoTests: true }, plugins: [react()] });
