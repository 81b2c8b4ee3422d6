import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

const run = promisify(execFile)

/**
 * Which of `packages` (by the name modules import them by) a fresh Node process loads when it imports `entry` (a module's path), as a
 * start does: plugins keep their heavy libraries (Baileys, openai) out of start-up by loading them
 * on first use, and a test holds them to it. Vitest's own module graph cannot tell (it transforms
 * and caches modules), so the import runs in a child Node with a resolve hook recording them.
 *
 * @example
 * expect(await packagesLoadedBy(new URL('./index.ts', import.meta.url).pathname, ['openai'])).toEqual([])
 */
export async function packagesLoadedBy(entry: string, packages: string[]): Promise<string[]> {
  const script = `
    import { registerHooks } from 'node:module'
    const watched = new Set(${JSON.stringify(packages)})
    const loaded = new Set()
    registerHooks({
      resolve(specifier, context, next) {
        if (watched.has(specifier)) loaded.add(specifier)
        return next(specifier, context)
      },
    })
    await import(${JSON.stringify(entry)})
    process.stdout.write(JSON.stringify([...loaded].sort()))
    process.exit(0)
  `
  // process.execPath: the Node 24 the tests run on (the repository pins it).
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
    maxBuffer: 16 * 1024 * 1024,
  })
  return JSON.parse(stdout.slice(stdout.lastIndexOf('['))) as string[]
}
