import { useEffect, useState } from 'react'
import type { Ticket } from '../../api/models.ts'
import { TabList } from '../../components/tab-list.tsx'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { matchPath, useRouter } from '../../router/router.tsx'
import { BrandLogo } from '../../theme/brand-logo.tsx'
import { Conversation } from './conversation/conversation.tsx'
import { TicketsManager } from './tickets-manager.tsx'

/** Two panes from this width up, two tabs below it. */
const widePaneQuery = '(min-width: 900px)'

function useWide(): boolean {
  const [wide, setWide] = useState(() => window.matchMedia?.(widePaneQuery).matches ?? true)
  useEffect(() => {
    const media = window.matchMedia?.(widePaneQuery)
    if (!media) return
    const onChange = () => setWide(media.matches)
    media.addEventListener('change', onChange)
    return () => media.removeEventListener('change', onChange)
  }, [])
  return wide
}

/** /tickets and /tickets/{uuid} (inbox.md §2 Tickets screen). */
export default function TicketsPage() {
  const { t } = useI18n()
  const { pathname, navigate } = useRouter()
  const wide = useWide()
  const selectedUuid = matchPath('/tickets/:uuid', pathname)?.uuid
  const [narrowTab, setNarrowTab] = useState<'ticket' | 'list'>(selectedUuid ? 'ticket' : 'list')

  // Choosing a ticket shows it; leaving it (back, a transfer, a resolve) shows the list again,
  // not the "no ticket selected" of the Ticket tab.
  useEffect(() => {
    setNarrowTab(selectedUuid ? 'ticket' : 'list')
  }, [selectedUuid])

  const open = (ticket: Ticket) => navigate(`/tickets/${ticket.uuid}`)
  const conversation = selectedUuid ? (
    <Conversation key={selectedUuid} uuid={selectedUuid} />
  ) : wide ? (
    <div className="welcome">
      <BrandLogo className="welcome-logo" />
    </div>
  ) : (
    <div className="empty">
      <p>{t('tickets.noTicket')}</p>
      <button type="button" className="button button-primary" onClick={() => setNarrowTab('list')}>
        {t('tickets.selectTicket')}
      </button>
    </div>
  )

  if (wide) {
    return (
      <div className="tickets-screen">
        <TicketsManager selectedUuid={selectedUuid} onOpen={open} />
        <section className="conversation-pane" aria-label={t('conversation.messages')}>
          {conversation}
        </section>
      </div>
    )
  }
  return (
    <div className="tickets-screen narrow">
      <TabList
        className="narrow-tabs"
        label={t('nav.tickets')}
        selected={narrowTab}
        onSelect={setNarrowTab}
        tabs={[
          { id: 'ticket', content: t('tickets.tabTicket') },
          { id: 'list', content: t('tickets.tabList') },
        ]}
      />
      {narrowTab === 'list' ? (
        <TicketsManager
          selectedUuid={selectedUuid}
          onOpen={(ticket) => {
            setNarrowTab('ticket')
            open(ticket)
          }}
        />
      ) : (
        <section className="conversation-pane" aria-label={t('conversation.messages')}>
          {conversation}
        </section>
      )}
    </div>
  )
}
