import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: 'client',
  plugins: [react()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'base',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|@trpc|i18next|react-i18next|use-sync-external-store)[\\/]|client[\\/](lib[\\/](modals|dates)|features[\\/]reports[\\/]plan-gate)\.tsx?/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/trpc': 'http://localhost:3000', '/v1': 'http://localhost:3000', '/health': 'http://localhost:3000' },
  },
});
