import { defineConfig } from 'vite';
import { mallApp } from '@mall/vite-config';

// The admin back office, served under /admin/ by the API server.
export default defineConfig(mallApp({ base: '/admin/', port: 5175, staff: true }));
