/**
 * Regenerates the SDK's API description from the code, without a running server or network:
 * boots the app (every plugin shipped in `plugins/`) on a throwaway PostgreSQL database, takes the
 * OpenAPI document from @fastify/swagger and writes
 *
 * - `sdk/openapi.json`: the document, as the server serves it at GET /api/openapi.json;
 * - `sdk/src/generated/api.ts`: its TypeScript types (openapi-typescript), which type the client.
 *
 * With `--check` nothing is written: the files are generated in memory and compared with the
 * committed ones; a difference exits 1.
 *
 * @example
 * // npm run sdk:generate
 * // node sdk/scripts/generate.ts --check
 */
import { spawnSync } from 'node:child_process'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createTestDatabase } from '@atendo/core/testing'
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript'
import ts from 'typescript'
import { buildApp } from '../../core/src/app.ts'
import { loadConfig } from '../../core/src/config.ts'

const rootDir = fileURLToPath(new URL('../../', import.meta.url))
const pluginsDir = new URL('../../plugins/', import.meta.url)
const openapiFile = new URL('../openapi.json', import.meta.url)
const typesFile = new URL('../src/generated/api.ts', import.meta.url)

const banner = `/**
 * The Atendo HTTP API's types, generated from sdk/openapi.json by openapi-typescript.
 * Do not edit: run \`npm run sdk:generate\`.
 */

`

/**
 * File fields of multipart bodies (`format: binary`) are typed `Blob` (a `File` is one), not the
 * `string` openapi-typescript gives them, so uploads are checked like any other body; the client
 * sends a body holding a Blob as multipart/form-data.
 */
const blob = ts.factory.createTypeReferenceNode('Blob')

/** One generated file: where it goes and what it should hold. */
interface GeneratedFile {
  url: URL
  content: string
}

/**
 * The ids of the first-party plugins shipped in this repository, read from `plugins/<dir>/package.json`
 * names (`@atendo/plugin-<id>`), sorted so the document does not depend on directory order.
 *
 * @example
 * await shippedPluginIds() // ['helps']
 */
export async function shippedPluginIds(): Promise<string[]> {
  const ids: string[] = []
  for (const entry of await readdir(pluginsDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue
    let manifest: { name?: unknown }
    try {
      manifest = JSON.parse(await readFile(new URL(`${entry.name}/package.json`, pluginsDir), 'utf8'))
    } catch {
      continue // not a package
    }
    const name = typeof manifest.name === 'string' ? manifest.name : ''
    const match = /^@atendo\/plugin-([a-z0-9-]+)$/.exec(name)
    if (match) ids.push(match[1]!)
  }
  return ids.sort()
}

/**
 * Builds the OpenAPI document the API serves, with every shipped plugin loaded, on a fresh
 * database that is dropped afterwards.
 *
 * @example
 * const doc = await buildOpenApiDocument()
 */
export async function buildOpenApiDocument(): Promise<OpenAPI3> {
  const database = await createTestDatabase('atendo_sdk')
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: '2',
      PLUGINS: (await shippedPluginIds()).join(','),
      LOG_LEVEL: 'silent',
      ADMIN_PASSWORD: 'Unused-Pass-123',
    })
    const app = await buildApp({ config })
    try {
      await app.fastify.ready()
      return structuredClone(app.fastify.swagger()) as OpenAPI3
    } finally {
      await app.stop()
    }
  } finally {
    await database.drop()
  }
}

/**
 * Formats JSON the way the repository's Biome configuration does, so `biome check` accepts the
 * committed document (Biome puts short arrays on one line, which JSON.stringify does not).
 *
 * @example
 * formatJson('{"a":[1,2]}') // '{ "a": [1, 2] }\n'
 */
export function formatJson(json: string): string {
  const biome = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome')
  const result = spawnSync(
    process.execPath,
    [biome, 'format', `--stdin-file-path=${relative(rootDir, fileURLToPath(openapiFile))}`],
    { cwd: rootDir, input: json, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
  if (result.status !== 0) throw new Error(`biome format failed: ${result.stderr || result.error}`)
  return result.stdout
}

/**
 * Both generated files, in memory.
 *
 * @example
 * const [openapi, types] = await generateFiles()
 */
export async function generateFiles(): Promise<GeneratedFile[]> {
  const document = await buildOpenApiDocument()
  const openapi = formatJson(JSON.stringify(document, null, 2))
  const ast = await openapiTS(structuredClone(document), {
    silent: true,
    transform: (schema) => (schema.format === 'binary' ? blob : undefined),
  })
  const types = banner + astToString(ast)
  return [
    { url: openapiFile, content: openapi },
    { url: typesFile, content: types },
  ]
}

async function readIfExists(url: URL): Promise<string | undefined> {
  try {
    return await readFile(url, 'utf8')
  } catch {
    return undefined
  }
}

async function main(argv: string[]): Promise<number> {
  const check = argv.includes('--check')
  const started = performance.now()
  const files = await generateFiles()
  const name = (file: GeneratedFile) => relative(rootDir, fileURLToPath(file.url))
  if (check) {
    const stale: string[] = []
    for (const file of files) {
      if ((await readIfExists(file.url)) !== file.content) stale.push(name(file))
    }
    if (stale.length > 0) {
      console.error(`the SDK is out of date: run npm run sdk:generate (differs: ${stale.join(', ')})`)
      return 1
    }
    console.log(`the SDK is up to date (${Math.round(performance.now() - started)} ms)`)
    return 0
  }
  for (const file of files) {
    await mkdir(new URL('.', file.url), { recursive: true })
    await writeFile(file.url, file.content)
    console.log(`wrote ${name(file)}`)
  }
  console.log(`done in ${Math.round(performance.now() - started)} ms`)
  return 0
}

if (import.meta.main) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code
    },
    (error: unknown) => {
      console.error(error)
      process.exitCode = 1
    },
  )
}
