import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Served by the API server under /seller/; in development the API is proxied.
export default defineConfig({
  base: '/seller/',
  plugins: [react()],
  define: {
    'import.meta.env.VITE_BRAND': JSON.stringify(process.env.BRAND ?? 'mall'),
  },
  server: {
    port: 5174,
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
