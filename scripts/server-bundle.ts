/**
 * The server as a few ES modules for `npm start`: core, plugin-api and the first-party plugins with
 * the packages they import, built with Rolldown into `node_modules/.cache/atendo-server/` when
 * missing or stale (server-bundle-manifest.ts). Loading one large file instead of ~2,000 small ones
 * (each a stat, an open, a read, package.json lookups) halves a restart (docs/benchmarks.md, "Issue
 * 13: start-up to ready through `npm start`"). Tests and `node core/src/main.ts` (the Docker image)
 * run the sources.
 *
 * A bundled module that finds its files from its own location (`import.meta.url`, `__dirname`: the
 * front ends' builds, core's package.json, Swagger UI's assets, worker scripts) is given the
 * location of its source file, so it reads the same files as from the sources. The bundle is
 * therefore tied to this checkout, as a cache is.
 */
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { bundleFolder, footprintsOf, recordBundle, type ServerBundle } from './server-bundle-manifest.ts'

/**
 * Packages left to Node at run time: native or WASM packages that read files beside their own
 * module (PGlite's WASM and data, Argon2's binding, libpg-query's WASM), and packages imported only
 * on first use whose weight a start without them should not carry (Baileys, openai, BullMQ).
 */
export const externalPackages = [
  '@electric-sql/pglite',
  '@electric-sql/pglite-socket',
  '@node-rs/argon2',
  'libpg-query',
  'baileys',
  'openai',
  'bullmq',
  'pg-native',
]

/** The files a bundle built from these modules depends on (server-bundle-manifest.ts). */
function inputsOf(root: string, moduleIds: string[]): Set<string> {
  const paths = new Set<string>([
    join(root, 'node_modules/.package-lock.json'),
    join(root, 'package-lock.json'),
    fileURLToPath(import.meta.url),
    fileURLToPath(new URL('server-bundle-manifest.ts', import.meta.url)),
  ])
  for (const id of moduleIds) {
    if (!id.startsWith('/')) continue
    const inPackage = /^(.*\/node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(id)
    paths.add(inPackage ? `${inPackage[1]}/package.json` : id)
    if (!inPackage) paths.add(nearestManifest(dirname(id)))
  }
  return paths
}

/** The package.json of the workspace a source file belongs to (its exports map resolves imports). */
function nearestManifest(folder: string): string {
  for (let current = folder; current !== dirname(current); current = dirname(current)) {
    if (existsSync(join(current, 'package.json'))) return join(current, 'package.json')
  }
  return join(folder, 'package.json')
}

/** The first-party plugins' package names (the workspaces under plugins/). */
function firstPartyPlugins(root: string): string[] {
  return readdirSync(join(root, 'plugins'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, 'plugins', entry.name, 'package.json')))
    .map((entry) => {
      const manifest = JSON.parse(readFileSync(join(root, 'plugins', entry.name, 'package.json'), 'utf8'))
      return (manifest as { name: string }).name
    })
    .filter((name) => name.startsWith('@atendo/plugin-'))
}

/**
 * The module the bundle evaluates first: every first-party plugin's module provided to the plugin
 * host by its package name (a configured plugin the bundle holds is not imported again).
 */
function pluginsSource(root: string, plugins: string[]): string {
  const host = JSON.stringify(join(root, 'core/src/kernel/plugin-host/resolve-plugins.ts'))
  return [
    `import { providePluginModules } from ${host}`,
    ...plugins.map((name, index) => `import * as plugin${index} from ${JSON.stringify(name)}`),
    `providePluginModules({ ${plugins.map((name, index) => `${JSON.stringify(name)}: plugin${index}`).join(', ')} })`,
  ].join('\n')
}

/** Source text that names the module's own location, rewritten to the file it came from. */
function pinLocation(code: string, id: string): string {
  const url = JSON.stringify(pathToFileURL(id).href)
  let pinned = code
    .replaceAll('import.meta.url', url)
    .replaceAll('import.meta.dirname', JSON.stringify(dirname(id)))
    .replaceAll('import.meta.filename', JSON.stringify(id))
  // CommonJS modules see __dirname and __filename from Node's wrapper; a bundle has none.
  const declared = (name: string) => new RegExp(`(?:var|let|const|function)\\s+${name}\\b`).test(code)
  const prelude: string[] = []
  if (/\b__dirname\b/.test(code) && !declared('__dirname'))
    prelude.push(`var __dirname = ${JSON.stringify(dirname(id))};`)
  if (/\b__filename\b/.test(code) && !declared('__filename'))
    prelude.push(`var __filename = ${JSON.stringify(id)};`)
  if (prelude.length > 0) pinned = `${prelude.join(' ')}${pinned}`
  return pinned
}

/**
 * Builds a bundle (Rolldown, a development dependency) into a folder of its own, then points the
 * manifest at it. Returns the new bundle's entry.
 */
export async function buildServerBundle(root: string): Promise<ServerBundle> {
  const buildStartedAt = Date.now()
  const { rolldown } = await import('rolldown')
  const plugins = firstPartyPlugins(root)
  const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]))
  const externals = new RegExp(`^(?:node:|(?:${externalPackages.join('|')})(?:/|$))`)
  const entryId = '\0atendo-server-entry'
  const pluginsId = '\0atendo-server-plugins'
  const bundler = await rolldown({
    input: entryId,
    platform: 'node',
    external: (id) => builtins.has(id) || externals.test(id),
    logLevel: 'silent',
    plugins: [
      {
        name: 'atendo-server-entry',
        resolveId: (id) => (id === entryId || id === pluginsId ? id : null),
        load(id) {
          if (id === pluginsId) return pluginsSource(root, plugins)
          // The plugins are provided (evaluated first, in import order) before main's code runs.
          const main = JSON.stringify(join(root, 'core/src/main.ts'))
          if (id === entryId) return `import ${JSON.stringify(pluginsId)}\nimport ${main}`
          return null
        },
      },
      {
        name: 'atendo-pin-locations',
        transform(code, id) {
          if (!/import\.meta\.(?:url|dirname|filename)|__dirname|__filename/.test(code)) return null
          return { code: pinLocation(code, id), map: null }
        },
      },
    ],
  })
  const folder = bundleFolder(root)
  const build = `build-${Date.now()}-${process.pid}`
  try {
    // Lazily imported modules (Baileys' session code, BullMQ's backend, PGlite's) are chunks beside
    // the entry, loaded on first use as from the sources.
    const output = await bundler.write({
      dir: join(folder, build),
      format: 'esm',
      entryFileNames: 'server.mjs',
      chunkFileNames: '[name]-[hash].mjs',
      sourcemap: false,
    })
    const moduleIds = output.output.flatMap((chunk) => (chunk.type === 'chunk' ? chunk.moduleIds : []))
    recordBundle(root, build, plugins, footprintsOf(inputsOf(root, moduleIds), buildStartedAt))
  } finally {
    await bundler.close()
  }
  removeOldBuilds(folder, build)
  return { entry: join(folder, build, 'server.mjs'), plugins }
}

/**
 * Removes earlier builds an hour after they were made (each is a few MB, and a day of edits makes
 * many); a server started from one within the hour may still load one of its lazily imported chunks.
 */
function removeOldBuilds(folder: string, current: string) {
  const anHourAgo = Date.now() - 3_600_000
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === current || !entry.name.startsWith('build-')) continue
    const path = join(folder, entry.name)
    if (statSync(path).mtimeMs < anHourAgo) rmSync(path, { recursive: true, force: true })
  }
}
