/**
 * Which file `npm start` runs: the server bundle when it is fresh or can be built, else core's
 * sources (the same server, loaded file by file).
 */
import { join } from 'node:path'
import { parsePluginList, pluginSpecifier } from '../core/src/kernel/plugin-host/plugin-list.ts'
import { buildServerBundle } from './server-bundle.ts'
import { freshBundle, type ServerBundle } from './server-bundle-manifest.ts'

/** Core's process entry, run from the sources. */
export function sourceEntry(root: string) {
  return join(root, 'core/src/main.ts')
}

/**
 * The entry to import: the fresh bundle; a new one when it is missing or stale (a first start, a
 * `git pull`, an edit, an `npm install`); the sources when START_FROM_SOURCES=1, when the bundle
 * cannot be built (Rolldown is a development dependency, absent after `npm install --omit=dev`), or
 * when PLUGINS names a plugin the bundle does not hold: that plugin would import its own copy of
 * `@atendo/plugin-api` beside the bundle's, and core would not know its `AppError`s.
 */
export async function serverEntry(
  root: string,
  env: Record<string, string | undefined>,
  log: (line: string) => void = (line) => console.error(line),
): Promise<string> {
  if (env.START_FROM_SOURCES === '1') return sourceEntry(root)
  const bundle = freshBundle(root) ?? (await builtBundle(root, log))
  if (bundle === undefined) return sourceEntry(root)
  const configured = env.PLUGINS === undefined ? [] : parsePluginList(env.PLUGINS).map(pluginSpecifier)
  const outside = configured.filter((specifier) => !bundle.plugins.includes(specifier))
  if (outside.length === 0) return bundle.entry
  log(`PLUGINS names ${outside.join(', ')}, not in the server bundle: starting from the sources`)
  return sourceEntry(root)
}

async function builtBundle(root: string, log: (line: string) => void): Promise<ServerBundle | undefined> {
  const startedAt = Date.now()
  try {
    const built = await buildServerBundle(root)
    log(`server bundle built in ${Date.now() - startedAt} ms (node_modules/.cache/atendo-server)`)
    return built
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    log(`server bundle not built (${reason.split('\n')[0]}): starting from the sources`)
    return undefined
  }
}
