import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { lowPriorityScripts } from './build/low-priority-scripts';
import { precompress } from './build/precompress';

const api = process.env.STRINGER_API ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), lowPriorityScripts(), precompress()],
  build: {
    // bench/login-bundle.ts reads it to find the chunks a screen needs.
    manifest: true,
    // Every browser the app supports preloads modules itself but Safari 16, which only loses the
    // head start: the polyfill's bytes would be on every first visit (bench:login's budget).
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        // What every page loads, as a few long-cached files rather than a dozen small ones; antd
        // stays split by component, so a screen downloads the components it uses.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 2 },
            { name: 'runtime', test: /node_modules[\\/](i18next|react-i18next|@tanstack|zustand)[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(['/web', '/api', '/manager', '/dev', '/docs'].map((p) => [p, api])),
  },
});
