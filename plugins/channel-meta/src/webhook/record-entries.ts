import { createHash } from 'node:crypto'
import type { DbApi, Job } from '@atendo/plugin-api'
import type { AccountIndex } from '../accounts.ts'
import type { RoutedEntry } from './route-entries.ts'

/** The durable job that hands one recorded entry's events to core. */
export interface EntryJobData {
  entryId: number
  companyId: number
}

/**
 * Keeps each entry for the connection its account is linked to, with its processing job, in one
 * transaction per entry (the job outbox), before Meta is answered: from then on a crash loses
 * nothing. An entry recorded before (Meta retrying, or a replayed delivery) is recognised by its
 * digest and ignored. Entries of accounts no connection has are dropped: they belong to nobody
 * here. Answers how many entries were new.
 */
export async function recordEntries(
  services: { db: DbApi; accounts: AccountIndex; processEntry: Job<EntryJobData>; now: () => Date },
  entries: RoutedEntry[],
): Promise<number> {
  let recorded = 0
  for (const routed of entries) {
    const owner = await services.accounts.ownerOf(routed.kind, routed.accountId)
    if (!owner) continue
    const payload = JSON.stringify(routed.payload)
    const digest = createHash('sha256').update(payload).digest('hex')
    await services.db.forCompany(owner.companyId).transactional(async (tx) => {
      const [row] = await tx.execute<{ id: number }[]>(
        `insert into channel_meta_webhook_entries (company_id, connection_id, digest, payload, received_at)
         values (?, ?, ?, ?::jsonb, ?) on conflict (connection_id, digest) do nothing returning id`,
        [owner.companyId, owner.connectionId, digest, payload, services.now()],
      )
      if (!row) return
      recorded += 1
      await services.processEntry.enqueueIn(
        tx,
        { entryId: row.id, companyId: owner.companyId },
        { companyId: owner.companyId },
      )
    })
  }
  return recorded
}
