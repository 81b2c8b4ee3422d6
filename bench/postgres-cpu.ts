import type pg from 'pg'
import { processCpuTicks, ticksPerSecond } from './process-cpu.ts'

/** CPU ticks of each of this database's PostgreSQL backends, by pid. */
async function backendTicks(sql: pg.Client): Promise<Map<number, number>> {
  const { rows } = await sql.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  )
  const ticks = new Map<number, number>()
  for (const { pid } of rows) {
    const spent = await processCpuTicks(pid)
    if (spent !== undefined) ticks.set(pid, spent)
  }
  return ticks
}

/**
 * CPU milliseconds this database's PostgreSQL backends spend from `start()` on, for a phase during
 * which pool connections come and go: each backend's time is taken from its last `sample()`, so
 * sample often (a backend that ends loses only what it did since its last sample).
 */
export function postgresCpuMeter(sql: pg.Client) {
  let base = new Map<number, number>()
  const last = new Map<number, number>()
  return {
    async start() {
      base = await backendTicks(sql)
      last.clear()
    },
    async sample() {
      for (const [pid, ticks] of await backendTicks(sql)) last.set(pid, ticks)
    },
    /** Milliseconds since `start()`, as of the last sample. */
    spentMs(): number {
      let ticks = 0
      for (const [pid, now] of last) ticks += now - (base.get(pid) ?? 0)
      return (ticks * 1000) / ticksPerSecond
    },
  }
}
