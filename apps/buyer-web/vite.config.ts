import { defineConfig } from 'vite';
import { mallApp } from '@mall/vite-config';

// The desktop storefront, served at / by the API server (docs/product-rules.md).
export default defineConfig(mallApp({ base: '/', port: 5173 }));
