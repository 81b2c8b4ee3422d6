import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../../../..')

async function sourceFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true }).catch(() => [])
  const files = await Promise.all(
    entries.map(async (entry) => {
      const path = join(directory, entry.name)
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path)
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : []
    }),
  )
  return files.flat()
}

/**
 * MikroORM applies the tenant filter to the EntityManager's find/count/update/delete, not to query
 * builders (a builder's `applyFilters()` must be awaited by hand). Nothing of ours builds queries
 * that way without it; this keeps it so, since a forgotten call would read every company's rows.
 */
describe('query builders and the tenant filter', () => {
  it('are used in core and the plugins only together with applyFilters()', async () => {
    const plugins = await readdir(join(root, 'plugins')).catch(() => [])
    const directories = [
      join(root, 'core/src'),
      ...plugins.map((plugin) => join(root, 'plugins', plugin, 'src')),
    ]
    const files = (await Promise.all(directories.map(sourceFiles))).flat()
    expect(files.length).toBeGreaterThan(100)
    const unscoped: string[] = []
    for (const file of files) {
      const source = await readFile(file, 'utf8')
      const builds = /\.createQueryBuilder\(|\bem\.qb\(/.test(source)
      if (builds && !source.includes('.applyFilters(')) unscoped.push(relative(root, file))
    }
    expect(unscoped).toEqual([])
  })
})
