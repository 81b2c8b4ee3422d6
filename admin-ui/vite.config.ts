import { defaultClientConditions, defineConfig } from 'vite'

// The API server the development server forwards to (in production the server itself serves dist/ at /admin/).
const apiTarget = process.env.ATENDO_API_URL ?? 'http://localhost:8080'
const proxy = {
  '/api': { target: apiTarget, changeOrigin: true },
  '/public': { target: apiTarget, changeOrigin: true },
  '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
}

export default defineConfig({
  base: '/admin/',
  // @atendo/sdk is bundled from its TypeScript source (its "@atendo/source" export condition), as in
  // agent-ui: the back office needs no SDK build first (sdk/README.md, "Publishing").
  resolve: { conditions: ['@atendo/source', ...defaultClientConditions] },
  server: { proxy },
  preview: { proxy },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 4000 },
})
