/**
 * Orders test files longest first, from durations recorded in the repository
 * (scripts/test-durations.json), so a clean clone (CI) starts its slow files early instead of
 * finishing on them. Vitest's own order needs its cache of earlier runs; without one it runs the
 * largest files first, and file size says little about time: the packed-install test is short
 * to read and takes a minute and a half. Groups and projects keep vitest's order; inside one, a
 * recorded duration decides, and vitest's order breaks ties and places unrecorded files.
 */
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

const recorded: Record<string, number> = JSON.parse(
  readFileSync(new URL('./test-durations.json', import.meta.url), 'utf8'),
)

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const vitestOrder = await super.sort(files)
    const position = new Map(vitestOrder.map((spec, index) => [spec, index]))
    const seconds = (spec: TestSpecification) =>
      recorded[relative(spec.project.config.root, spec.moduleId)] ?? 0
    // Only files of the same group and project trade places; inside them, a recorded duration
    // decides, then vitest's own order.
    return [...vitestOrder].sort((a, b) => {
      const group = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder
      if (group !== 0 || a.project.name !== b.project.name) {
        return (position.get(a) ?? 0) - (position.get(b) ?? 0)
      }
      return seconds(b) - seconds(a) || (position.get(a) ?? 0) - (position.get(b) ?? 0)
    })
  }
}
