/**
 * `npm start`: builds the agent inbox when its build is missing (a fresh clone), then starts the
 * server, which serves the build at `/`.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const agentUiIndex = fileURLToPath(new URL('../agent-ui/dist/index.html', import.meta.url))

if (!existsSync(agentUiIndex)) {
  console.log('agent-ui/dist is missing: building the agent inbox first')
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  const build = spawnSync(npm, ['run', 'build', '-w', '@atendo/agent-ui'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) {
    console.error('building the agent inbox failed; starting the API without it')
  }
}

await import('../core/src/main.ts')
