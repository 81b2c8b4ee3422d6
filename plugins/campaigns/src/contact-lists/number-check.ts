import { AppError, type ConnectionsApi, type DbApi, type Em, type JobsApi } from '@atendo/plugin-api'

export interface NumberCheckOptions {
  db: DbApi
  jobs: JobsApi
  connections: ConnectionsApi
  /** Numbers asked per run. */
  batchSize: number
  /** Pause between runs: the pace the channel is asked at (batchSize numbers per pause). */
  pauseMs: number
}

/** The connection a company's numbers are checked on: its default one when running, else any running one. */
async function checkingConnection(connections: ConnectionsApi, companyId: number) {
  const running = (await connections.list(companyId)).filter(
    (connection) => connection.status === 'CONNECTED',
  )
  return running.find((connection) => connection.isDefault) ?? running[0]
}

/**
 * The "valid on WhatsApp" column (administration.md §2): a durable job per company asks the
 * connection's channel (`checkRecipient`) about the unchecked items, a batch per run with a pause
 * between runs so the channel is never flooded, and never inside an import's transaction. A
 * company without a running connection is left unchecked until the next change asks again.
 *
 * @example
 * const checkNumbers = defineNumberCheck({ db, jobs, connections, batchSize: 10, pauseMs: 5000 })
 * await checkNumbers(tx, companyId) // with the rows that need checking
 */
export function defineNumberCheck(options: NumberCheckOptions): (em: Em, companyId: number) => Promise<void> {
  const { db, jobs, connections, batchSize, pauseMs } = options
  const job = jobs.define<{ companyId: number }>(
    'campaigns.check-numbers',
    async ({ companyId }, run) => {
      const em = db.forCompany(companyId)
      const connection = await checkingConnection(connections, companyId)
      if (!connection) return
      const items = await em.execute<{ id: number; number: string }[]>(
        `select id, number from campaigns_contact_list_items
          where company_id = ? and checked_at is null order by id limit ?`,
        [companyId, batchSize],
      )
      const answers: { id: number; number: string; valid: boolean | null }[] = []
      for (const item of items) {
        try {
          const check = await connections.checkRecipient(companyId, connection.id, item.number)
          answers.push({
            id: item.id,
            number: item.number,
            valid: check === 'unchecked' ? null : check === 'reachable',
          })
        } catch (error) {
          // The channel could not be asked now: the item stays unchecked for the next run.
          if (!(error instanceof AppError)) throw error
          break
        }
      }
      await em.transactional(async (tx) => {
        for (const answer of answers) {
          await tx.execute(
            // A number changed meanwhile is checked again by a later run.
            'update campaigns_contact_list_items set is_whatsapp_valid = ?, checked_at = now() where company_id = ? and id = ? and number = ?',
            [answer.valid, companyId, answer.id, answer.number],
          )
        }
        // Waits for item writes in flight (they hold this row), so `left` below sees their items.
        // Locks in the writers' order (items, this row, the job outbox): the two never deadlock.
        await tx.execute('select company_id from campaigns_number_checks where company_id = ? for update', [
          companyId,
        ])
        await run.completeIn(tx)
        // Items added while this run worked found it still waiting (the dedupe key) and their
        // request was dropped, so look again for any left, unless the channel stopped answering.
        const left = await tx.execute(
          'select 1 from campaigns_contact_list_items where company_id = ? and checked_at is null limit 1',
          [companyId],
        )
        if (left.length > 0 && answers.length === items.length)
          await job.enqueueIn(
            tx,
            { companyId },
            { companyId, delayMs: pauseMs, dedupeKey: `check-${companyId}` },
          )
      })
    },
    { queue: 'bulk', attempts: 5, backoffMs: 5000 },
  )
  return async (em, companyId) => {
    // Held until the caller commits: a check finishing meanwhile waits, then sees these items.
    await em.execute(
      `insert into campaigns_number_checks (company_id) values (?)
       on conflict (company_id) do update set requested_at = now()`,
      [companyId],
    )
    await job.enqueueIn(em, { companyId }, { companyId, dedupeKey: `check-${companyId}` })
  }
}
