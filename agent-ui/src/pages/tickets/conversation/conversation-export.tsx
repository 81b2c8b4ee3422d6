import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import type { Message, Ticket } from '../../../api/models.ts'
import { ticketKeys } from '../../../api/query-keys/ticket-keys.ts'
import { Dialog } from '../../../components/dialog.tsx'
import { Icon } from '../../../components/icon.tsx'
import { LoadingState } from '../../../components/states/loading-state.tsx'
import { useCompanyTime } from '../../../i18n/company-time.ts'
import { useI18n } from '../../../i18n/i18n-context.tsx'
import type { Translate } from '../../../i18n/languages.ts'
import { useErrorToast } from '../../../toasts/use-error-toast.ts'
import { messagePage } from './message-pages.ts'
import { mergeMessages } from './message-state.ts'

/** Set on <body> while printing, so the print style shows the export alone. */
export const printingClass = 'printing-conversation'

/** Every page of a conversation, oldest message first. */
export async function loadWholeConversation(uuid: string): Promise<Message[]> {
  let messages: Message[] = []
  for (let pageNumber = 1; ; pageNumber++) {
    const page = await messagePage(uuid, pageNumber)
    messages = mergeMessages(messages, page.messages)
    if (!page.hasMore || page.messages.length === 0) return messages
  }
}

/** Who wrote a message, as the export names them. */
export function exportAuthor(message: Message, ticket: Ticket, t: Translate): string {
  if (!message.fromMe) return message.contact?.name ?? ticket.contact.name
  return ticket.user?.name ?? t('export.attendant')
}

/** A message's text in the export; media are named by kind, with their caption. */
export function exportText(message: Message, t: Translate): string {
  if (message.isDeleted)
    return message.fromMe ? t('conversation.deletedOwn') : t('conversation.deletedByContact')
  const kind = message.mediaType
  if (!kind || kind === 'chat' || kind === 'extendedTextMessage' || kind === 'conversation')
    return message.body
  const label = `[${kind}]`
  return message.body ? `${label} ${message.body}` : label
}

/** The printable conversation: header, then each message with author and time (A4 portrait). */
export function ConversationPrintView({
  ticket,
  messages,
  exportedAt,
}: {
  ticket: Ticket
  messages: readonly Message[]
  exportedAt: Date
}) {
  const { t } = useI18n()
  const clock = useCompanyTime()
  return (
    <article className="print-view" aria-label={t('export.title')}>
      <h1>
        {ticket.contact.name} — {t('ticket.id', { id: ticket.id })}
      </h1>
      <p>
        {ticket.contact.number ?? ''} · {t('export.exportedAt', { date: clock.dateTime(exportedAt) })}
      </p>
      <ol className="print-messages">
        {messages.map((message) => (
          <li key={message.id} className={message.fromMe ? 'print-message mine' : 'print-message'}>
            <div className="print-meta">
              <strong>{exportAuthor(message, ticket, t)}</strong>{' '}
              <time dateTime={message.createdAt}>{clock.dateTime(message.createdAt)}</time>
              {message.isPrivate ? <em> · {t('conversation.privateNote')}</em> : null}
              {message.isForwarded ? <em> · {t('conversation.forwarded')}</em> : null}
            </div>
            <div className="print-body">{exportText(message, t)}</div>
          </li>
        ))}
      </ol>
    </article>
  )
}

/**
 * Conversation export to PDF (inbox.md §2): every message is loaded, then the browser's print
 * dialog saves the print view as a PDF — no PDF library is shipped.
 */
export default function ConversationExport({ ticket, onClose }: { ticket: Ticket; onClose(): void }) {
  const { t } = useI18n()
  const showError = useErrorToast()
  const [exportedAt] = useState(() => new Date())
  const close = useRef(onClose)
  close.current = onClose

  const whole = useQuery({
    queryKey: ticketKeys.wholeConversation(ticket.uuid),
    queryFn: () => loadWholeConversation(ticket.uuid),
    // An export is the conversation as it is when asked for: never an earlier export's copy.
    gcTime: 0,
  })
  const messages = whole.data
  const { error } = whole
  useEffect(() => {
    if (!error) return
    showError(error)
    close.current()
  }, [error, showError])

  useEffect(() => {
    const done = () => document.body.classList.remove(printingClass)
    window.addEventListener('afterprint', done)
    return () => {
      window.removeEventListener('afterprint', done)
      done()
    }
  }, [])

  const print = () => {
    document.body.classList.add(printingClass)
    window.print()
  }

  return (
    <>
      <Dialog
        title={t('export.title')}
        onClose={onClose}
        actions={
          <>
            <button type="button" className="button" onClick={onClose}>
              {t('common.close')}
            </button>
            <button type="button" className="button button-primary" disabled={!messages} onClick={print}>
              <Icon name="printer" size={16} /> {t('export.print')}
            </button>
          </>
        }
      >
        {messages ? <p>{t('export.ready', { count: messages.length })}</p> : <LoadingState compact />}
        <p className="field-hint">{t('export.hint')}</p>
      </Dialog>
      {messages
        ? createPortal(
            <ConversationPrintView ticket={ticket} messages={messages} exportedAt={exportedAt} />,
            document.body,
          )
        : null}
    </>
  )
}
