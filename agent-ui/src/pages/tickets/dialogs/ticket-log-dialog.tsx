import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { atendo, dataOf } from '../../../api/atendo.ts'
import type { TicketLogEntry } from '../../../api/models.ts'
import { ticketKeys } from '../../../api/query-keys/ticket-keys.ts'
import { Dialog } from '../../../components/dialog.tsx'
import { useCompanyTime } from '../../../i18n/company-time.ts'
import { useI18n } from '../../../i18n/i18n-context.tsx'
import type { MessageKey } from '../../../i18n/pt.ts'
import { useErrorToast } from '../../../toasts/use-error-toast.ts'

const logKeys: Record<TicketLogEntry['type'], MessageKey> = {
  create: 'log.create',
  chatBot: 'log.chatBot',
  queue: 'log.queue',
  open: 'log.open',
  access: 'log.access',
  transfered: 'log.transfered',
  receivedTransfer: 'log.receivedTransfer',
  pending: 'log.pending',
  closed: 'log.closed',
  reopen: 'log.reopen',
  redirect: 'log.redirect',
}

/** The ticket's timeline (GET /tickets-log/{ticketId}). */
export function TicketLogDialog({ ticketId, onClose }: { ticketId: number; onClose(): void }) {
  const { t } = useI18n()
  const clock = useCompanyTime()
  const showError = useErrorToast()
  // Read again while open when the ticket changes (live invalidation of ticketKeys.logs).
  const query = useQuery({
    queryKey: ticketKeys.log(ticketId),
    queryFn: () => dataOf(atendo.GET('/api/tickets-log/{ticketId}', { params: { path: { ticketId } } })),
  })
  const { error } = query
  useEffect(() => {
    if (error) showError(error)
  }, [error, showError])
  // A failed first read shows "none" (with the toast), not a loading state that never ends.
  const entries: TicketLogEntry[] | undefined = query.data ?? (query.isError ? [] : undefined)
  return (
    <Dialog
      title={t('log.title')}
      onClose={onClose}
      actions={
        <button type="button" className="button" onClick={onClose}>
          {t('common.close')}
        </button>
      }
    >
      {entries === undefined ? (
        <p role="status">{t('app.loading')}</p>
      ) : entries.length === 0 ? (
        <p>{t('log.empty')}</p>
      ) : (
        <ol className="log-timeline">
          {entries.map((entry) => (
            <li key={entry.id}>
              <time dateTime={entry.createdAt}>{clock.dateTime(entry.createdAt)}</time>
              {t(logKeys[entry.type], { user: entry.user?.name ?? '—', queue: entry.queue?.name ?? '—' })}
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  )
}
