import { cpus, loadavg, totalmem } from 'node:os'

const rounded = (values: number[]) => values.map((value) => Number(value.toFixed(2)))

/**
 * The machine a benchmark ran on, as docs/benchmarks.md reports it: on shared cores the load
 * average before and after says how far the wall-clock figures can be trusted.
 *
 * @example
 * const loadBefore = loadavg()
 * // ... measure ...
 * console.log(JSON.stringify({ machine: machineFigures(loadBefore), ... }))
 */
export function machineFigures(loadBefore: number[]) {
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    loadAverageBefore: rounded(loadBefore),
    loadAverageAfter: rounded(loadavg()),
  }
}
