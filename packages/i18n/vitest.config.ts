import { defineConfig } from 'vitest/config';
import { nodePreset } from '@mall/vitest-config';
export default defineConfig(nodePreset);
