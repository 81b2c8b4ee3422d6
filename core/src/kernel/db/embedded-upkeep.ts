import pg from 'pg'

/** How often the embedded database's tables are looked at: autovacuum's own default (naptime). */
export const embeddedUpkeepEveryMs = 60_000

/**
 * PostgreSQL's default autovacuum thresholds: a table is vacuumed once its dead rows pass 50 and a
 * fifth of its live rows, and analyzed once the rows changed since its last analysis pass 50 and a
 * tenth of them.
 */
const vacuumAfter = { rows: 50, share: 0.2 }
const analyzeAfter = { rows: 50, share: 0.1 }

/** A table's activity counters (pg_stat_user_tables). */
export interface TableActivity {
  name: string
  liveRows: number
  deadRows: number
  changedSinceAnalyze: number
}

/** What autovacuum would do to the table now: vacuum it (and analyze it), only analyze it, or nothing. */
export function upkeepOf(table: TableActivity): 'vacuum' | 'analyze' | undefined {
  if (table.deadRows > vacuumAfter.rows + vacuumAfter.share * table.liveRows) return 'vacuum'
  if (table.changedSinceAnalyze > analyzeAfter.rows + analyzeAfter.share * table.liveRows) return 'analyze'
  return undefined
}

const quotedName = (name: string) => `"${name.replaceAll('"', '""')}"`

interface ActivityRow {
  name: string
  live: string
  dead: string
  changed: string
}

/**
 * The embedded database's autovacuum. PGlite has one backend and no background workers, so
 * nothing vacuums or analyzes its tables by itself: the planner never has statistics (every
 * company's rows look like half a per cent of a table, so a short company index wins over a
 * unique one; the inbound pipeline ran at half its rate, docs/benchmarks.md) and the rows the job
 * outbox deletes and the pipeline updates are never reclaimed. This does what autovacuum would,
 * by its thresholds, table by table, over a connection of its own (VACUUM runs outside any
 * transaction). It holds PGlite's one backend while it works; a table's vacuum after its first
 * visits only the pages changed since (the visibility map).
 */
export async function upkeepEmbeddedDatabase(
  url: string,
): Promise<{ vacuumed: string[]; analyzed: string[] }> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    // The backend sends its counters on at most once a second: this makes the end of this
    // statement send them, so the read below counts every change made until now.
    await client.query('select pg_stat_force_next_flush()')
    const { rows } = await client.query<ActivityRow>(
      `select relname as name, n_live_tup as live, n_dead_tup as dead, n_mod_since_analyze as changed
         from pg_stat_user_tables where schemaname = 'public' order by relname`,
    )
    const done = { vacuumed: [] as string[], analyzed: [] as string[] }
    for (const row of rows) {
      const upkeep = upkeepOf({
        name: row.name,
        liveRows: Number(row.live),
        deadRows: Number(row.dead),
        changedSinceAnalyze: Number(row.changed),
      })
      if (upkeep === 'vacuum') {
        await client.query(`vacuum (analyze) ${quotedName(row.name)}`)
        done.vacuumed.push(row.name)
      } else if (upkeep === 'analyze') {
        await client.query(`analyze ${quotedName(row.name)}`)
        done.analyzed.push(row.name)
      }
    }
    return done
  } finally {
    await client.end()
  }
}
