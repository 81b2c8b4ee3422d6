/**
 * The example plugins, installed and tested the way an author outside this repository works
 * (docs/plugins.md, "Your plugin in its own package"): the contract and the kernel's test kit come
 * from packed tarballs, not from the workspace, and the plugin's own tests run in its own folder.
 * The tarballs are packed once per content of the packed workspaces (packed-workspaces.ts).
 */
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { packedWorkspaces } from './packed-workspaces.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const outside = mkdtempSync(join(tmpdir(), 'atendo-outsider-'))

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, ...env } })
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` }
}

describe('an example plugin in its own package', () => {
  afterAll(() => rmSync(outside, { recursive: true, force: true }))

  it('installs from the packed contract and passes its tests there', async () => {
    const { tarballs } = packedWorkspaces(root)
    const tarballOf = (name: string) => tarballs.find((path) => path.includes(`atendo-${name}-`))

    const plugin = join(outside, 'order-status')
    cpSync(join(root, 'examples/order-status'), plugin, {
      recursive: true,
      filter: (source) => !source.includes('node_modules'),
    })
    const manifestPath = join(plugin, 'package.json')
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
    manifest.dependencies['@atendo/plugin-api'] = `file:${tarballOf('plugin-api')}`
    manifest.devDependencies['@atendo/core'] = `file:${tarballOf('core')}`
    manifest.devDependencies['@atendo/spreadsheet'] = `file:${tarballOf('spreadsheet')}`
    writeFileSync(manifestPath, JSON.stringify(manifest, null, 2))

    // The registry packages (vitest, typebox, ...) come from npm's cache, filled by the repository's install.
    const installed = run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], plugin)
    expect(installed.status, installed.output).toBe(0)
    const tested = run('npm', ['test'], plugin, { VITEST_MAX_WORKERS: '1', NO_COLOR: '1', FORCE_COLOR: '0' })
    expect(tested.status, tested.output).toBe(0)
    expect(tested.output).toMatch(/Tests\s+\d+ passed/)
  }, 600_000)
})
