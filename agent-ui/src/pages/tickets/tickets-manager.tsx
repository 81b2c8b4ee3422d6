import { useState } from 'react'
import { atendo, dataOf } from '../../api/atendo.ts'
import type { Ticket, TicketStatus } from '../../api/models.ts'
import { ConfirmDialog } from '../../components/dialog.tsx'
import { Icon } from '../../components/icon.tsx'
import { TabList } from '../../components/tab-list.tsx'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { isAdmin, isEnabled } from '../../session/permissions.ts'
import { useUser } from '../../session/session-context.tsx'
import { useErrorToast } from '../../toasts/use-error-toast.ts'
import { NewTicketDialog } from './dialogs/new-ticket-dialog.tsx'
import { useReference } from './reference-data.ts'
import { TicketList } from './ticket-list.tsx'
import type { SortOrder } from './ticket-list-state.ts'
import { useDebounced } from './use-debounced.ts'
import { type TicketListQuery, useTicketList } from './use-ticket-list.ts'

type OpenTab = 'open' | 'pending' | 'group'

function toggleId(ids: number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((existing) => existing !== id) : [...ids, id]
}

interface TicketsManagerProps {
  selectedUuid: string | undefined
  onOpen(ticket: Ticket): void
}

/** The left pane of the tickets screen: toolbar, filters, tabs with counters and the lists. */

/** The status filter's values; admins also find the tickets waiting for LGPD consent there. */
const statuses = ['open', 'pending', 'closed', 'group'] as const
const lgpdStatuses = [...statuses, 'lgpd'] as const

export function TicketsManager({ selectedUuid, onOpen }: TicketsManagerProps) {
  const { t } = useI18n()
  const user = useUser()
  const admin = isAdmin(user)
  const showError = useErrorToast()
  const queues = useReference('queues')
  const tags = useReference('tags')
  const connections = useReference('connections')
  const users = useReference('users')

  const [tab, setTab] = useState<'open' | 'closed'>('open')
  const [openTab, setOpenTab] = useState<OpenTab>('open')
  const [searchText, setSearchText] = useState('')
  const [searchOnMessages, setSearchOnMessages] = useState(false)
  const [filtersOpen, setFiltersOpen] = useState(false)
  const [tagIds, setTagIds] = useState<number[]>([])
  const [connectionIds, setConnectionIds] = useState<number[]>([])
  const [userIds, setUserIds] = useState<number[]>([])
  const [statusFilter, setStatusFilter] = useState<TicketStatus | ''>('')
  const [queueIds, setQueueIds] = useState<number[]>([])
  const [showAll, setShowAll] = useState(false)
  const [sort, setSort] = useState<SortOrder>('desc')
  const [creating, setCreating] = useState(false)
  const [confirmingCloseAll, setConfirmingCloseAll] = useState(false)

  const search = useDebounced(searchText)
  const searching = search.trim() !== ''
  // The Group tab follows allowGroup for everyone, admins included (inbox.md §2, §6).
  const allowGroup = isEnabled(user.allowGroup)
  const mayShowAll = admin || (tab === 'open' && openTab === 'pending' && isEnabled(user.allUserChat))

  const base = (status: TicketStatus): TicketListQuery => ({
    status,
    userId: user.id,
    showAll: mayShowAll && showAll,
    queueIds,
    tagIds,
    connectionIds,
    userIds: admin ? userIds : [],
    searchParam: '',
    searchOnMessages: false,
    sort,
  })
  const assigned = useTicketList(base('open'), !searching)
  const pending = useTicketList(base('pending'), !searching)
  const groups = useTicketList(base('group'), !searching && allowGroup)
  const closed = useTicketList(base('closed'), !searching && tab === 'closed')
  // Tickets waiting for their contact's LGPD consent are in no tab: admins list them with the
  // status filter, with or without a search (docs/lgpd.md).
  const consentView = admin && statusFilter === 'lgpd'
  const results = useTicketList(
    {
      ...base(statusFilter || 'open'),
      status: (statusFilter || 'open') as TicketStatus,
      // Users search their own scope (inbox.md §6); an admin's "show all" covers the search too,
      // so a ticket an attendant resolved is found.
      showAll: admin && showAll,
      searchParam: search,
      searchOnMessages,
    },
    searching || consentView,
  )
  const visible =
    searching || consentView
      ? results
      : tab === 'closed'
        ? closed
        : openTab === 'pending'
          ? pending
          : openTab === 'group'
            ? groups
            : assigned

  const closeAll = async () => {
    try {
      const body = { status: openTab, selectedQueueIds: queueIds }
      await dataOf(atendo.POST('/api/tickets/closeAll', { body }))
      void assigned.reload()
      void pending.reload()
    } catch (error) {
      showError(error)
    }
  }

  return (
    <section className="tickets-pane" aria-label={t('nav.tickets')}>
      <div className="toolbar">
        <label className="visually-hidden" htmlFor="ticket-search">
          {t('tickets.search')}
        </label>
        <input
          id="ticket-search"
          type="search"
          placeholder={t('tickets.searchPlaceholder')}
          title={t('tickets.search')}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
        <button
          type="button"
          className="icon-button"
          aria-label={t('tickets.filters')}
          aria-pressed={filtersOpen}
          aria-expanded={filtersOpen}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          <Icon name="filter" />
        </button>
        {admin || mayShowAll ? (
          <button
            type="button"
            className="icon-button"
            aria-label={t('tickets.showAll')}
            aria-pressed={showAll}
            onClick={() => setShowAll((all) => !all)}
          >
            <Icon name="eye" />
          </button>
        ) : null}
        <button
          type="button"
          className="icon-button"
          aria-label={t('tickets.newTicket')}
          onClick={() => setCreating(true)}
        >
          <Icon name="plus" />
        </button>
        {admin ? (
          <button
            type="button"
            className="icon-button"
            aria-label={t('tickets.closeAll')}
            onClick={() => setConfirmingCloseAll(true)}
          >
            <Icon name="closeAll" />
          </button>
        ) : null}
        {tab === 'open' && !searching ? (
          <button
            type="button"
            className="icon-button"
            aria-label={sort === 'desc' ? t('tickets.sortDesc') : t('tickets.sortAsc')}
            title={sort === 'desc' ? t('tickets.sortDesc') : t('tickets.sortAsc')}
            onClick={() => setSort((order) => (order === 'desc' ? 'asc' : 'desc'))}
          >
            <Icon name={sort === 'desc' ? 'arrowDown' : 'arrowUp'} />
          </button>
        ) : null}
      </div>
      {searching ? (
        <label className="switch toolbar">
          <input
            type="checkbox"
            checked={searchOnMessages}
            onChange={(event) => setSearchOnMessages(event.target.checked)}
          />
          <span>{t('tickets.searchInMessages')}</span>
        </label>
      ) : null}
      {filtersOpen ? (
        <div className="filters">
          <fieldset>
            <legend>{t('tickets.queues')}</legend>
            {queues.map((queue) => (
              <label key={queue.id}>
                <input
                  type="checkbox"
                  checked={queueIds.includes(queue.id)}
                  onChange={() => setQueueIds((ids) => toggleId(ids, queue.id))}
                />{' '}
                {queue.name}
              </label>
            ))}
          </fieldset>
          <fieldset>
            <legend>{t('tickets.filterTags')}</legend>
            {tags.map((tag) => (
              <label key={tag.id}>
                <input
                  type="checkbox"
                  checked={tagIds.includes(tag.id)}
                  onChange={() => setTagIds((ids) => toggleId(ids, tag.id))}
                />{' '}
                {tag.name}
              </label>
            ))}
          </fieldset>
          <fieldset>
            <legend>{t('tickets.filterConnections')}</legend>
            {connections.map((connection) => (
              <label key={connection.id}>
                <input
                  type="checkbox"
                  checked={connectionIds.includes(connection.id)}
                  onChange={() => setConnectionIds((ids) => toggleId(ids, connection.id))}
                />{' '}
                {connection.name}
              </label>
            ))}
          </fieldset>
          <label className="field">
            <span>{t('tickets.filterStatus')}</span>
            <select
              value={statusFilter}
              onChange={(event) => setStatusFilter(event.target.value as TicketStatus | '')}
            >
              <option value="">—</option>
              {(admin ? lgpdStatuses : statuses).map((status) => (
                <option key={status} value={status}>
                  {t(`status.${status}`)}
                </option>
              ))}
            </select>
          </label>
          {admin ? (
            <fieldset>
              <legend>{t('tickets.filterUsers')}</legend>
              {users.map((option) => (
                <label key={option.id}>
                  <input
                    type="checkbox"
                    checked={userIds.includes(option.id)}
                    onChange={() => setUserIds((ids) => toggleId(ids, option.id))}
                  />{' '}
                  {option.name}
                </label>
              ))}
            </fieldset>
          ) : null}
        </div>
      ) : null}
      {searching ? null : (
        <>
          <TabList
            label={t('nav.tickets')}
            selected={tab}
            onSelect={setTab}
            tabs={[
              { id: 'open', content: t('tickets.open') },
              { id: 'closed', content: t('tickets.resolved') },
            ]}
          />
          {tab === 'open' ? (
            <TabList
              label={t('tickets.open')}
              selected={openTab}
              onSelect={setOpenTab}
              tabs={[
                {
                  id: 'open',
                  content: (
                    <>
                      {t('tickets.assigned')} <span className="counter">{assigned.count}</span>
                    </>
                  ),
                },
                {
                  id: 'pending',
                  content: (
                    <>
                      {t('tickets.pending')} <span className="counter">{pending.count}</span>
                    </>
                  ),
                },
                ...(allowGroup
                  ? [
                      {
                        id: 'group' as const,
                        content: (
                          <>
                            {t('tickets.group')} <span className="counter">{groups.count}</span>
                          </>
                        ),
                      },
                    ]
                  : []),
              ]}
            />
          ) : null}
        </>
      )}
      <TicketList
        tickets={visible.tickets}
        selectedUuid={selectedUuid}
        showOwner={admin}
        loading={visible.loading}
        onOpen={onOpen}
        onEndReached={visible.loadMore}
      />
      {creating ? <NewTicketDialog onClose={() => setCreating(false)} /> : null}
      {confirmingCloseAll ? (
        <ConfirmDialog
          title={t('tickets.closeAll')}
          text={t('tickets.closeAllConfirm')}
          yes={t('common.yes')}
          no={t('common.no')}
          onConfirm={() => void closeAll()}
          onClose={() => setConfirmingCloseAll(false)}
        />
      ) : null}
    </section>
  )
}
