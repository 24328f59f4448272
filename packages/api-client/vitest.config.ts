import { defineConfig } from 'vitest/config';
import { domPreset } from '@mall/vitest-config';
export default defineConfig(domPreset);
