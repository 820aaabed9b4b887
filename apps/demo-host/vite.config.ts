import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type ProxyOptions } from 'vite';

/** The sandbox the demo talks to. The host proxies `/api` and `/sandbox` to it so the site is same-origin. */
const sandboxUrl = process.env.SANDBOX_URL ?? 'http://127.0.0.1:8787';
const port = Number(process.env.DEMO_PORT ?? 5173);

const proxy: Record<string, ProxyOptions> = {
  '/api': { target: sandboxUrl, changeOrigin: false, xfwd: true },
  '/sandbox': { target: sandboxUrl, changeOrigin: false, xfwd: true },
};

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Workspace packages are consumed from their sources (see the "@bondkit/source" export condition).
    conditions: ['@bondkit/source', ...defaultClientConditions],
  },
  server: { host: '127.0.0.1', port, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port, strictPort: true, proxy },
  build: { target: 'es2022', sourcemap: true },
});
