import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { precompress } from './scripts/vite/precompress.ts'
import { themeBoot } from './scripts/vite/theme-boot.ts'

// The SPA lives in src/web; the server serves dist/web in production and `npm run dev` proxies /api.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), themeBoot(), precompress()],
  resolve: {
    alias: [
      // react-router's package exports point every bundler condition at its development build
      // (dev-only checks and warnings, about 8 KB more gzipped); builds take the production one.
      {
        find: /^react-router$/,
        replacement: fileURLToPath(
          new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
        ),
      },
    ],
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // Every browser the app supports preloads modules natively; the polyfill was dead weight.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything the first screen needs (React included) is one file, the entry; every route
        // and below-the-fold section is its own lazy chunk. Vendor chunks cached better across
        // deploys, but each was another request on a first visit, which Lighthouse's simulated
        // phone caps at 10 at a time (the LCP image queued behind them), and gzip does better on
        // one file (decision 013).
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
})
