import type { SqlRunner } from './row-level-security.ts'

/**
 * The built-in functions our search conditions apply to a row's columns: full-text matching over
 * `to_tsvector('simple', body)` (messages) and `ilike`/`like` (contact names and numbers, served by
 * trigram indexes). PostgreSQL does not mark them LEAKPROOF, and under row-level security a
 * condition that is not leakproof may run only after the policy, never inside an index scan: a
 * search in a company with many messages fell from the GIN index to reading every message of the
 * company (7 ms to 370 ms over 50,000 messages, measured).
 *
 * They reveal nothing of a row but whether it matches (no side effect, no error that depends on
 * the row's value), which is what LEAKPROOF promises, so the migrating user marks them so when it
 * can: only a superuser may. Elsewhere the searches stay correct, only slower.
 */
export const searchFunctions = [
  'pg_catalog.ts_match_vq(tsvector, tsquery)',
  'pg_catalog.to_tsvector(regconfig, text)',
  'pg_catalog.texticlike(text, text)',
  'pg_catalog.textlike(text, text)',
]

/**
 * Marks the search functions LEAKPROOF in the current database where they are not yet. Returns
 * false when some could not be marked (the migrating user is no superuser).
 */
export async function markSearchLeakproof(run: SqlRunner): Promise<boolean> {
  const missing = await run<{ signature: string }>(
    `select p.oid::regprocedure::text as signature
       from pg_proc p
      where p.oid = any($1::regprocedure[]) and not p.proleakproof`,
    [searchFunctions],
  )
  if (missing.length === 0) return true
  const [user] = await run<{ superuser: boolean }>(
    'select rolsuper as superuser from pg_roles where rolname = current_user',
  )
  if (!user?.superuser) return false
  for (const { signature } of missing) await run(`alter function ${signature} leakproof`)
  return true
}
