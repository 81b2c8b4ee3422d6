/**
 * The packed contract, spreadsheet and kernel tarballs (`npm run pack:workspace`) for this content
 * of their workspaces: packed once per content digest and kept under the OS tmp dir, so a run
 * whose packed workspaces did not change installs the tarballs an earlier run packed (compiling
 * the kernel is most of a pack).
 */
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'

/** What a pack is made of: the packed workspaces, the script that packs them and what it copies or extends. */
const packInputs = [
  'plugin-api',
  'spreadsheet',
  'core',
  'scripts/pack-workspace.ts',
  'README.md',
  'tsconfig.json',
]
const notPacked = /(^|\/)(node_modules|dist|\.pack)(\/|$)/

function contentDigest(root: string): string {
  const hash = createHash('sha256')
  for (const input of packInputs) {
    const path = join(root, input)
    const files = existsSync(join(path, 'package.json'))
      ? readdirSync(path, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => join(entry.parentPath, entry.name))
          .filter((file) => !notPacked.test(file.slice(root.length)))
          .sort()
      : [path]
    for (const file of files) {
      hash.update(file.slice(root.length))
      hash.update(readFileSync(file))
    }
  }
  return hash.digest('hex').slice(0, 16)
}

/** Paths of the tarballs, packing them first unless this content was packed before. */
export function packedWorkspaces(root: string): { tarballs: string[]; packedNow: boolean; output: string } {
  const cache = join(tmpdir(), `atendo-packs-${contentDigest(root)}`)
  const list = join(cache, 'tarballs.txt')
  let packedNow = false
  let output = ''
  if (!existsSync(list)) {
    // Packed under a name of its own, renamed once complete: a pack cut short is never reused.
    const building = `${cache}.${process.pid}`
    const packed = spawnSync('npm', ['run', 'pack:workspace', '--', building], {
      cwd: root,
      encoding: 'utf8',
    })
    output = `${packed.stdout}\n${packed.stderr}`
    if (packed.status !== 0) throw new Error(`npm run pack:workspace failed:\n${output}`)
    const names = output
      .split('\n')
      .filter((line) => line.endsWith('.tgz'))
      .map((line) => basename(line))
    writeFileSync(join(building, 'tarballs.txt'), names.join('\n'))
    try {
      renameSync(building, cache)
    } catch {
      // Another run packed the same content meanwhile: theirs is as good.
      rmSync(building, { recursive: true, force: true })
    }
    packedNow = true
  }
  const tarballs = readFileSync(list, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((name) => join(cache, name))
  return { tarballs, packedNow, output }
}
