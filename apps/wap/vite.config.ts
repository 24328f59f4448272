import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The mobile storefront, served under /wap/ by the API server.
export default defineConfig({
  base: '/wap/',
  plugins: [react()],
  define: {
    'import.meta.env.VITE_BRAND': JSON.stringify(process.env.BRAND ?? 'mall'),
  },
  server: {
    proxy: { '/wap/api': 'http://127.0.0.1:8080' },
  },
  build: { outDir: 'dist', chunkSizeWarningLimit: 600 },
});
