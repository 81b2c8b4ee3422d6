/**
 * Global setup of the browser tests: builds the agent inbox and the back office once, as
 * `npm start` serves them, before any browser test file starts (each used to build on its own).
 */
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))

function build(workspace: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // A production build: vitest sets NODE_ENV=test, which would make Vite bundle React's slow
    // development build.
    const child = spawn('npm', ['run', 'build', '-w', workspace], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let errors = ''
    child.stderr.on('data', (chunk) => {
      errors += chunk
    })
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`building ${workspace} failed (${code}):\n${errors}`)),
    )
  })
}

export default async function buildFrontEnds(): Promise<void> {
  await Promise.all([build('@atendo/agent-ui'), build('@atendo/admin-ui')])
}
