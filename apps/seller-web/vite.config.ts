import { defineConfig } from 'vite';
import { mallApp } from '@mall/vite-config';

// The seller zone, served under /seller/ by the API server.
export default defineConfig(mallApp({ base: '/seller/', port: 5174, staff: true }));
