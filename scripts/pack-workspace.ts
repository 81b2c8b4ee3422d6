/**
 * `npm run pack:workspace -- <directory>`: packs the plugin contract (@atendo/plugin-api) and the
 * kernel with its test kit (@atendo/core) as installable tarballs, compiled to JavaScript with
 * type declarations, the way a plugin author outside this repository installs them
 * (docs/plugins.md, "Your plugin in its own package").
 *
 * In the repository the packages export their TypeScript source; Node does not run TypeScript
 * from node_modules, so a packed package exports its compiled `dist/` instead.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const destination = resolve(process.argv[2] ?? join(root, '.pack'))

/** The workspaces a plugin author installs, in dependency order. */
const workspaces = ['plugin-api', 'spreadsheet', 'core']

interface PackageJson {
  name: string
  version: string
  exports: Record<string, string>
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
  scripts?: Record<string, string>
  files?: string[]
}

function run(command: string, args: string[], cwd = root): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' })
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`)
  return result.stdout.trim()
}

/** `./src/testing/index.ts` → the compiled file and its declarations under `dist/`. */
function compiledExport(source: string) {
  const compiled = source.replace(/^\.\/src\//, './dist/').replace(/\.ts$/, '')
  return { types: `${compiled}.d.ts`, default: `${compiled}.js` }
}

const versions = new Map<string, string>()
for (const workspace of workspaces) {
  const manifest = JSON.parse(readFileSync(join(root, workspace, 'package.json'), 'utf8')) as PackageJson
  versions.set(manifest.name, manifest.version)
}

mkdirSync(destination, { recursive: true })
for (const workspace of workspaces) {
  const staging = join(root, '.pack', 'staging', workspace)
  rmSync(staging, { recursive: true, force: true })
  mkdirSync(staging, { recursive: true })
  run('npx', ['tsc', '-p', join(workspace, 'tsconfig.build.json'), '--outDir', join(staging, 'dist')])

  const manifest = JSON.parse(readFileSync(join(root, workspace, 'package.json'), 'utf8')) as PackageJson
  const dependencies = Object.fromEntries(
    Object.entries(manifest.dependencies ?? {}).map(([name, range]) => [name, versions.get(name) ?? range]),
  )
  const packed = {
    ...manifest,
    private: undefined,
    exports: Object.fromEntries(
      Object.entries(manifest.exports).map(([path, source]) => [path, compiledExport(source)]),
    ),
    dependencies,
    files: ['dist'],
    scripts: undefined,
    devDependencies: undefined,
  }
  writeFileSync(join(staging, 'package.json'), `${JSON.stringify(packed, null, 2)}\n`)
  cpSync(join(root, 'README.md'), join(staging, 'README.md'))
  const tarball = run('npm', ['pack', '--silent', '--pack-destination', destination], staging)
  console.log(join(destination, tarball.split('\n').at(-1) ?? tarball))
}
