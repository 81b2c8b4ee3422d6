import type { InboundHandler } from '../inbound-context.ts'
import { emitWrittenMessages } from '../live/emit-written.ts'
import { readWrittenRows } from '../live/written-rows.ts'
import { isTarget, targetMessage } from './target-message.ts'

/**
 * A message deleted for everyone on the channel: kept, marked deleted, so the conversation shows
 * "apagada pelo contato" (inbox.md §3) instead of silently losing it. Under the company's LGPD
 * option lgpdDeleteMessage what the contact took back is erased here too: the text goes, and the
 * media file is removed from storage once the change is committed.
 */
export const applyDelete: InboundHandler<'delete'> = async (context, event) => {
  const target = await targetMessage(context, event.externalId)
  if (!isTarget(target)) return target
  const { companyId, tx } = context
  const [option] = await tx.execute<{ value: string | null }[]>(
    `select value from company_settings where company_id = ? and key = 'lgpdDeleteMessage'`,
    [companyId],
  )
  const erase = option?.value === 'enabled'
  const [row] = await tx.execute<{ media_url: string | null }[]>(
    `update messages m set is_deleted = true, updated_at = now(),
        body = case when ? then '' else m.body end,
        media_url = case when ? then null else m.media_url end
      from (select media_url from messages where id = ? and company_id = ?) before
      where m.id = ? and m.company_id = ?
      returning before.media_url`,
    [erase, erase, target.id, companyId, target.id, companyId],
  )
  const erasedMedia = erase ? (row?.media_url ?? null) : null
  if (erase) {
    // The ticket list shows the last message's text: it must not keep what was erased.
    await tx.execute(
      `update tickets t set last_message = '' where t.id = ? and t.company_id = ?
          and not exists (select 1 from messages later where later.ticket_id = t.id and later.company_id = t.company_id
                            and later.id > ? and not later.is_private)`,
      [target.ticketId, companyId, target.id],
    )
  }
  const written = await readWrittenRows(tx, companyId, [target.id])
  return {
    afterCommit: async ({ kernel }) => {
      // Only files of this company's storage are ours to remove; a channel's own URL is not.
      if (erasedMedia && kernel.storage.companyOf(erasedMedia) === companyId) {
        await kernel.storage.remove(erasedMedia)
      }
      emitWrittenMessages(kernel, written, { action: 'update' })
    },
  }
}
