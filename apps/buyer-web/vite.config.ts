import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The desktop storefront, served at / by the API server (SPEC.md §2).
export default defineConfig({
  base: '/',
  plugins: [react()],
  define: {
    'import.meta.env.VITE_BRAND': JSON.stringify(process.env.BRAND ?? 'mall'),
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
  build: { outDir: 'dist', chunkSizeWarningLimit: 600 },
});
