import pg from 'pg'

/**
 * PostgreSQL's own single-row insert rate on this machine right now: one client inserting one
 * row per statement into a temporary table for `seconds`. The ceiling any per-message write path
 * is compared with in docs/benchmarks.md.
 */
export async function singleRowInsertRate(databaseUrl: string, seconds = 5): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query(
      'create temporary table insert_probe (id bigserial primary key, body text, created_at timestamptz default now())',
    )
    const deadline = performance.now() + seconds * 1000
    let rows = 0
    while (performance.now() < deadline) {
      await client.query('insert into insert_probe (body) values ($1)', [`row ${rows}`])
      rows += 1
    }
    return Math.round(rows / seconds)
  } finally {
    await client.end()
  }
}
