import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

// The API server the development server forwards to (the server itself serves dist/ in production).
const apiTarget = process.env.ATENDO_API_URL ?? 'http://localhost:8080'

const proxy = {
  '/api': { target: apiTarget, changeOrigin: true },
  '/public': { target: apiTarget, changeOrigin: true },
  '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
}

export default defineConfig(({ command, mode }) => {
  // Vite takes NODE_ENV from the environment when it is set: a build started under vitest (which
  // sets NODE_ENV=test) would bundle React's development build, and `npm start` would then serve
  // it. A production-mode build is a production build whatever the caller's environment says;
  // `vite build --mode development` still gives a development one.
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production'
  return {
    plugins: [react()],
    // @atendo/sdk is bundled from its TypeScript source (its "@atendo/source" export condition),
    // so the inbox needs no SDK build first (sdk/README.md, "Publishing").
    resolve: { conditions: ['@atendo/source', ...defaultClientConditions] },
    server: { proxy },
    preview: { proxy },
    build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  }
})
