import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

const api = process.env.STRINGER_API ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), precompress()],
  // bench/login-bundle.ts reads it to find the chunks a screen needs.
  build: { manifest: true },
  server: {
    proxy: Object.fromEntries(['/web', '/api', '/manager', '/dev', '/docs'].map((p) => [p, api])),
  },
});
