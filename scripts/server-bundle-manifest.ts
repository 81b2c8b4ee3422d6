/**
 * When the server bundle (scripts/server-bundle.ts) may be run: its manifest records every file it
 * was built from, and a start runs it only when all of them are as they were.
 *
 * The rule: every source file the bundle holds (outside node_modules) and its workspace's
 * package.json, every bundled package's package.json, the lockfile, npm's record of the install
 * (`node_modules/.package-lock.json`, rewritten by every install) and the builder itself, each with
 * its inode, size and change time. A checkout or `git pull` writes new files (new inode), an edit or
 * a copy moves the change time (ctime, which nothing sets back, unlike mtime), so a start after any
 * of them rebuilds. A start checks them with one stat each (about a thousand, no reads: a few ms),
 * far fewer system calls than loading the modules one by one. A file changed while the bundle was
 * being built is recorded as changed: the next start builds again.
 */
import { existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** What one input looked like when the bundle was built. */
export type Footprint = [path: string, inode: number, size: number, ctimeMs: number]

/** The manifest of the current bundle: which Node built it, its folder, and from what. */
export interface BundleManifest {
  format: number
  node: string
  /** The bundle's folder under the cache folder. */
  build: string
  /** The plugin packages the bundle holds (`@atendo/plugin-helps`, ...). */
  plugins: string[]
  inputs: Footprint[]
}

/** A bundle to run: its entry file and the plugin packages it holds. */
export interface ServerBundle {
  entry: string
  plugins: string[]
}

/** Bumped when the builder's output changes shape, so an older cache is rebuilt. */
export const bundleFormat = 2

/**
 * How far the file system's change times may lag the clock: Linux stamps them from a clock that
 * advances once per scheduler tick (up to 10 ms).
 */
const ctimeLagMs = 20

/** Where bundles and the manifest of the current one live under the checkout. */
export function bundleFolder(root: string) {
  return join(root, 'node_modules/.cache/atendo-server')
}

function footprint(path: string): Footprint | undefined {
  try {
    const stats = statSync(path)
    return [path, stats.ino, stats.size, stats.ctimeMs]
  } catch {
    return undefined
  }
}

function sameFootprint(recorded: Footprint, now: Footprint | undefined): boolean {
  return now !== undefined && now[1] === recorded[1] && now[2] === recorded[2] && now[3] === recorded[3]
}

/**
 * The inputs' footprints, taken after a build that started at `buildStartedAt` (epoch ms). An input
 * changed since the build started may be in the bundle as it was before: it is recorded with a size
 * no file has, so the next start builds again. A missing input is left out (nothing to compare).
 */
export function footprintsOf(paths: Iterable<string>, buildStartedAt: number): Footprint[] {
  return [...paths].flatMap((path) => {
    const found = footprint(path)
    if (found === undefined) return []
    return found[3] >= buildStartedAt - ctimeLagMs ? [[path, found[1], -1, found[3]] as Footprint] : [found]
  })
}

/** Points the cache at a new bundle (a temporary file renamed: a concurrent start reads one or the other). */
export function recordBundle(root: string, build: string, plugins: string[], inputs: Footprint[]) {
  const manifest: BundleManifest = { format: bundleFormat, node: process.version, build, plugins, inputs }
  const path = join(bundleFolder(root), 'manifest.json')
  writeFileSync(`${path}.${build}`, JSON.stringify(manifest))
  renameSync(`${path}.${build}`, path)
}

/** The current bundle's entry when this Node built it from inputs that are all unchanged. */
export function freshBundle(root: string): ServerBundle | undefined {
  let recorded: BundleManifest
  try {
    recorded = JSON.parse(readFileSync(join(bundleFolder(root), 'manifest.json'), 'utf8')) as BundleManifest
  } catch {
    return undefined
  }
  if (recorded.format !== bundleFormat || recorded.node !== process.version) return undefined
  if (!recorded.inputs.every((input) => sameFootprint(input, footprint(input[0])))) return undefined
  const entry = join(bundleFolder(root), recorded.build, 'server.mjs')
  return existsSync(entry) ? { entry, plugins: recorded.plugins } : undefined
}
