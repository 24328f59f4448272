import { defineConfig } from 'vite';
import { mallApp } from '@mall/vite-config';

// The mobile storefront, served under /wap/ by the API server.
export default defineConfig(mallApp({ base: '/wap/', port: 5176, proxy: ['/wap/api'], phone: true }));
