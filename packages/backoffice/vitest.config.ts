import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { domPreset } from '@mall/vitest-config';

export default defineConfig({ ...domPreset, plugins: [react()] });
