import { defineConfig } from 'vite'

// The API server the development server forwards to (in production the server itself serves dist/ at /admin/).
const apiTarget = process.env.ATENDO_API_URL ?? 'http://localhost:8080'
const proxy = {
  '/api': { target: apiTarget, changeOrigin: true },
  '/public': { target: apiTarget, changeOrigin: true },
  '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
}

export default defineConfig({
  base: '/admin/',
  server: { proxy },
  preview: { proxy },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 4000 },
})
