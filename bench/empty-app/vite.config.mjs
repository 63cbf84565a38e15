import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Built exactly like apps/web (same Vite, same React plugin, same target).
export default defineConfig({
  root: new URL('.', import.meta.url).pathname,
  plugins: [react()],
  build: {
    outDir: new URL('../out/empty-app', import.meta.url).pathname,
    emptyOutDir: true,
    target: 'es2022',
  },
});
