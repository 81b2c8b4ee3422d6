import { readFile } from 'node:fs/promises'

/** Clock ticks per second of /proc/<pid>/stat times (100 on Linux). */
export const ticksPerSecond = 100

/**
 * CPU clock ticks a process has spent so far, user and system (Linux /proc); undefined for a
 * process that is gone.
 */
export async function processCpuTicks(pid: number): Promise<number | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '')
  if (!stat) return undefined
  // Fields after the command name, which may itself hold spaces: utime and stime are 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return Number(fields[11] ?? 0) + Number(fields[12] ?? 0)
}

/**
 * CPU milliseconds a process has spent so far (0 for a process that is gone). On a shared machine
 * wall-clock rates follow the load; CPU per unit of work does not.
 */
export async function processCpuMs(pid: number): Promise<number> {
  return (((await processCpuTicks(pid)) ?? 0) * 1000) / ticksPerSecond
}
