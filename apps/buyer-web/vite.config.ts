import { defineConfig } from 'vite';
import { mallApp } from '@mall/vite-config';

// The desktop storefront, served at / by the API server (SPEC.md §2).
export default defineConfig(mallApp({ base: '/', port: 5173 }));
