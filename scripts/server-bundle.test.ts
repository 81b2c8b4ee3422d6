import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { startServerProcess } from '../core/src/testing/server-process.ts'
import { createTestDatabase } from '../core/src/testing/test-database.ts'
import { bundleFolder, footprintsOf, freshBundle, recordBundle } from './server-bundle-manifest.ts'
import { serverEntry, sourceEntry } from './server-entry.ts'

const checkout = fileURLToPath(new URL('..', import.meta.url))
const roots: string[] = []

/** When a build that started a second after these files were last written started (epoch ms). */
function aSecondAfterWriting(paths: string[]) {
  return Math.max(...paths.map((path) => statSync(path).ctimeMs)) + 1000
}

/** A checkout of two source files and a built bundle recorded from them. */
function builtCheckout() {
  const root = mkdtempSync(join(tmpdir(), 'atendo-bundle-'))
  roots.push(root)
  const sources = [join(root, 'a.ts'), join(root, 'b.ts')]
  writeFileSync(sources[0], 'export const a = 1\n')
  writeFileSync(sources[1], 'export const b = 2\n')
  const entry = join(bundleFolder(root), 'build-1', 'server.mjs')
  mkdirSync(join(bundleFolder(root), 'build-1'), { recursive: true })
  writeFileSync(entry, '')
  recordBundle(root, 'build-1', [], footprintsOf(sources, aSecondAfterWriting(sources)))
  return { root, sources, entry }
}

afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true })
})

describe('the server bundle npm start runs', () => {
  it('is run while every file it was built from is as it was', () => {
    const { root, entry } = builtCheckout()
    expect(freshBundle(root)?.entry).toBe(entry)
  })

  it('is stale after an edit, a checkout that replaced a file, or a deletion', () => {
    const edited = builtCheckout()
    writeFileSync(edited.sources[0], 'export const a = 10\n')
    expect(freshBundle(edited.root)).toBeUndefined()

    // git writes a new file in place of the old: same size, same time stamp granularity, new inode.
    const checkedOut = builtCheckout()
    writeFileSync(`${checkedOut.sources[1]}.new`, 'export const b = 3\n')
    renameSync(`${checkedOut.sources[1]}.new`, checkedOut.sources[1])
    expect(freshBundle(checkedOut.root)).toBeUndefined()

    const deleted = builtCheckout()
    rmSync(deleted.sources[0])
    expect(freshBundle(deleted.root)).toBeUndefined()
  })

  it('is stale when a file changed while it was being built', () => {
    const { root, sources } = builtCheckout()
    const buildStartedAt = Date.now()
    writeFileSync(sources[0], 'export const a = 4\n')
    recordBundle(root, 'build-1', [], footprintsOf(sources, buildStartedAt))
    expect(freshBundle(root)).toBeUndefined()
  })

  it('is stale for another Node, and absent when its folder is gone', () => {
    const other = builtCheckout()
    const manifestPath = join(bundleFolder(other.root), 'manifest.json')
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
    writeFileSync(manifestPath, JSON.stringify({ ...manifest, node: 'v22.0.0' }))
    expect(freshBundle(other.root)).toBeUndefined()

    const removed = builtCheckout()
    rmSync(join(bundleFolder(removed.root), 'build-1'), { recursive: true })
    expect(freshBundle(removed.root)).toBeUndefined()
  })

  it('serves as the sources do: API, its documentation, version and plugins, on PostgreSQL', async () => {
    const entry = await serverEntry(checkout, {}, () => {})
    expect(entry).toMatch(/node_modules\/\.cache\/atendo-server\/build-[^/]+\/server\.mjs$/)
    expect(freshBundle(checkout)?.entry).toBe(entry)
    const database = await createTestDatabase('atendo_bundle')
    const dataDir = mkdtempSync(join(tmpdir(), 'atendo-bundle-data-'))
    roots.push(dataDir)
    const server = await startServerProcess({ DATABASE_URL: database.url, DATA_DIR: dataDir }, { entry })
    try {
      const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
        info: { version: string }
        paths: Record<string, unknown>
      }
      const { version } = JSON.parse(readFileSync(join(checkout, 'core/package.json'), 'utf8'))
      expect(document.info.version).toBe(version)
      // Core's routes and a plugin's, registered from the bundled modules.
      expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/tickets', '/api/helps']))
      // Swagger UI reads its assets from its package folder (`__dirname` in a bundled CommonJS module).
      const asset = await fetch(`${server.url}/api/docs/static/swagger-ui.css`)
      expect(asset.status).toBe(200)
      expect((await asset.text()).length).toBeGreaterThan(1000)
    } finally {
      await server.stop()
      await database.drop()
    }
  }, 120_000)

  it('is not run when PLUGINS names a plugin it does not hold (one plugin-api for every plugin)', async () => {
    const bundled = await serverEntry(
      checkout,
      { PLUGINS: 'helps, channel-api,@atendo/plugin-flows' },
      () => {},
    )
    expect(bundled).toMatch(/server\.mjs$/)
    const lines: string[] = []
    const entry = await serverEntry(
      checkout,
      { PLUGINS: 'helps,@acme/atendo-plugin-canned-farewells' },
      (line) => lines.push(line),
    )
    expect(entry).toBe(sourceEntry(checkout))
    expect(lines).toEqual([expect.stringContaining('@acme/atendo-plugin-canned-farewells')])
  })
})
