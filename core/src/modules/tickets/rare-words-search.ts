import { type Kysely, sql } from 'kysely'
import type { SqlTables } from '../sql-tables.ts'

/** The newest tickets, and the newest messages of each, a search samples to tell rare words from common ones. */
const sampledTickets = 20
const sampledMessagesPerTicket = 20

/**
 * More messages than this holding the rare words and they are not rare after all: the newest-first
 * walk answers instead. Checking this many hits against the whole query costs a few ms.
 */
const rareMessageCap = 1000

/**
 * The words of a message search (prefix terms such as `cliente:*`) that none of the company's latest
 * messages hold. The full-text index answers a rare word in a few ms, but a common one costs it
 * hundreds, even beside a rare one: a prefix term gathers every message holding the word before the
 * other words narrow them down (`cliente:*`, in all 10M messages of the benchmark company, took
 * 664 ms alone; docs/benchmarks.md). A word seen in the sample is common enough for the walk to
 * find it among the newest tickets.
 */
export async function rareWordsOf(
  db: Kysely<SqlTables>,
  companyId: number,
  words: string[],
): Promise<string[]> {
  const { rows } = await sql<{ word: string }>`
    with sample as materialized (
      select to_tsvector('simple', m.body) as words
        from (select t.id from tickets t where t.company_id = ${companyId}
               order by t.updated_at desc, t.id desc limit ${sampledTickets}) t
        cross join lateral (
          select m.body from messages m
           where m.ticket_id = t.id and m.company_id = ${companyId} and not m.is_deleted
           order by m.created_at desc, m.id desc limit ${sampledMessagesPerTicket}) m)
    select word from unnest(${words}::text[]) word
     where not exists (select 1 from sample where sample.words @@ to_tsquery('simple', word))`.execute(db)
  return rows.map((row) => row.word)
}

/**
 * The tickets with a message holding every word of `tsQuery`, found through the full-text index on
 * the rare words alone and each hit checked against the whole query (`ts_match_vq` is `@@` as a
 * function, which the planner does not hand to the index). Undefined when more than
 * `rareMessageCap` messages hold the rare words. Runs inside the list's transaction.
 */
export async function ticketsHoldingRareWords(
  db: Kysely<SqlTables>,
  companyId: number,
  tsQuery: string,
  rareWords: string[],
): Promise<number[] | undefined> {
  // With a LIMIT the planner bets on a sequential scan meeting matches early; for a word no message
  // holds, that scan reads every message (222 s measured on 10M). The index is what makes a rare
  // word cheap, so this statement may not do without it.
  await sql`set local enable_seqscan = off`.execute(db)
  const { rows } = await sql<{ ticket_id: number }>`
    select m.ticket_id from messages m
     where m.company_id = ${companyId} and not m.is_deleted
       and to_tsvector('simple', m.body) @@ to_tsquery('simple', ${rareWords.join(' & ')})
       and ts_match_vq(to_tsvector('simple', m.body), to_tsquery('simple', ${tsQuery}))
     limit ${rareMessageCap + 1}`.execute(db)
  await sql`set local enable_seqscan = default`.execute(db)
  if (rows.length > rareMessageCap) return undefined
  return [...new Set(rows.map((row) => row.ticket_id))]
}
