/**
 * `npm start`: builds the agent inbox and the back office when their builds are missing (a fresh
 * clone), then starts the server, which serves them at `/` and `/admin/`: from its bundle
 * (scripts/server-bundle.ts), built first when missing or stale, or from the sources when the
 * bundler is not installed (`npm install --omit=dev`) or `START_FROM_SOURCES=1` asks for them.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { enableCompileCache } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { serverEntry } from './server-entry.ts'

const root = fileURLToPath(new URL('..', import.meta.url))

// Node keeps the compiled form of every module it loads (and, for our .ts files, their stripped
// source) in this folder: later starts skip most of parsing and compiling, about half the module
// loading time (docs/benchmarks.md, "Start-up through npm start"). NODE_COMPILE_CACHE, when set,
// chooses the folder instead. A stale entry is detected by Node (content hash) and recompiled.
enableCompileCache(process.env.NODE_COMPILE_CACHE ?? `${root}/node_modules/.cache/node-compile-cache`)
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'

/** The front ends the server hosts, by workspace and the folder it serves. */
const frontEnds = [
  { workspace: '@atendo/agent-ui', folder: 'agent-ui', name: 'the agent inbox' },
  { workspace: '@atendo/admin-ui', folder: 'admin-ui', name: 'the back office' },
]

for (const { workspace, folder, name } of frontEnds) {
  if (existsSync(`${root}/${folder}/dist/index.html`)) continue
  console.log(`${folder}/dist is missing: building ${name} first`)
  const build = spawnSync(npm, ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) console.error(`building ${name} failed; starting without it`)
}

await import(pathToFileURL(await serverEntry(root, process.env)).href)
