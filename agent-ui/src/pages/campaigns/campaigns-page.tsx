import type { Campaign, CampaignEvent } from '@atendo/sdk'
import { useCallback, useEffect, useState } from 'react'
import { atendo, dataOf, pageOf } from '../../api/atendo.ts'
import { campaignKeys } from '../../api/query-keys/campaign-keys.ts'
import { ConfirmDialog } from '../../components/dialog.tsx'
import { Icon } from '../../components/icon.tsx'
import { ListPageHeader } from '../../components/list-page-header.tsx'
import { EmptyState } from '../../components/states/empty-state.tsx'
import { PagedListStates } from '../../components/states/paged-list-states.tsx'
import { campaignTexts } from '../../i18n/campaign-texts.ts'
import { emptyStateTexts } from '../../i18n/empty-state-texts.ts'
import { useFeatureTexts } from '../../i18n/feature-texts.ts'
import { useI18n } from '../../i18n/i18n-context.tsx'
import type { PluginPageProps } from '../../plugins/plugin-pages.tsx'
import { Link, matchPath, useRouter } from '../../router/router.tsx'
import { useSession, useUser } from '../../session/session-context.tsx'
import { toast } from '../../toasts/toast-store.ts'
import { useErrorToast } from '../../toasts/use-error-toast.ts'
import { useReference } from '../tickets/reference-data.ts'
import { useDebounced } from '../tickets/use-debounced.ts'
import { CampaignDialog } from './campaign-dialog.tsx'
import { CampaignReportPage } from './campaign-report.tsx'
import { mayCancel, mayRestart, statusKey } from './campaign-rules.ts'
import { usePagedList } from './use-paged-list.ts'

/**
 * /campaigns and /campaign/{campaignId}/report (administration.md §2): the campaigns with their
 * dialog, and a campaign's report.
 */
export default function CampaignsPage(_props: PluginPageProps) {
  const { pathname } = useRouter()
  const report = matchPath('/campaign/:id/report', pathname)
  const campaignId = report ? Number(report.id) : undefined
  if (campaignId !== undefined && Number.isInteger(campaignId) && campaignId > 0) {
    return <CampaignReportPage campaignId={campaignId} />
  }
  return <CampaignList />
}

function CampaignList() {
  const tx = useFeatureTexts(campaignTexts)
  const hint = useFeatureTexts(emptyStateTexts)
  const { locale } = useI18n()
  const user = useUser()
  const { socket } = useSession()
  const showError = useErrorToast()
  const connections = useReference('connections')
  const [searchText, setSearchText] = useState('')
  const search = useDebounced(searchText)
  const [editing, setEditing] = useState<Campaign | 'new'>()
  const [deleting, setDeleting] = useState<Campaign>()
  const fetchPage = useCallback(
    async (pageNumber: number) => {
      const query = { pageNumber, searchParam: search.trim() || undefined }
      const answer = pageOf(await dataOf(atendo.GET('/api/campaigns', { params: { query } })))
      return { records: answer.records, hasMore: answer.hasMore }
    },
    [search],
  )
  const list = usePagedList(fetchPage, showError, campaignKeys.list(search.trim()))
  const { upsert, remove } = list

  useEffect(() => {
    if (!socket) return
    const event = `company-${user.companyId}-campaign` as const
    const onEvent = (change: CampaignEvent) => {
      if (change.action === 'delete') remove(change.id)
      else upsert(change.record, change.action === 'create')
    }
    socket.on(event, onEvent)
    return () => {
      socket.off(event, onEvent)
    }
  }, [socket, user.companyId, upsert, remove])

  const when = (iso: string | null, none: string) =>
    iso ? new Date(iso).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' }) : none
  const connectionName = (id: number | null) => connections.find((c) => c.id === id)?.name ?? '—'

  const act = async (campaign: Campaign, action: 'cancel' | 'restart') => {
    try {
      const params = { params: { path: { id: campaign.id } } }
      if (action === 'cancel') await dataOf(atendo.POST('/api/campaigns/{id}/cancel', params))
      else await dataOf(atendo.POST('/api/campaigns/{id}/restart', params))
      toast.success(tx(action === 'cancel' ? 'campaigns.cancelled' : 'campaigns.restarted'))
    } catch (error) {
      // administration.md §8: cancel and restart failures show the error message as a toast.
      showError(error)
    }
  }

  const deleteCampaign = async (campaign: Campaign) => {
    try {
      await dataOf(atendo.DELETE('/api/campaigns/{id}', { params: { path: { id: campaign.id } } }))
      remove(campaign.id)
      toast.success(tx('campaigns.deleted'))
    } catch (error) {
      showError(error)
    }
  }

  return (
    <section className="campaigns-page" aria-labelledby="campaigns-title">
      <ListPageHeader
        className="campaigns-header"
        title={tx('campaigns.title')}
        titleId="campaigns-title"
        addLabel={tx('campaigns.add')}
        onAdd={() => setEditing('new')}
        listEmpty={list.records.length === 0}
      >
        <input
          type="search"
          aria-label={tx('campaigns.search')}
          placeholder={tx('campaigns.search')}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
      </ListPageHeader>
      <div className="campaigns-table-frame" onScroll={list.onScroll}>
        <table className="campaigns-table">
          <thead>
            <tr>
              <th scope="col">{tx('campaigns.name')}</th>
              <th scope="col">{tx('campaigns.status')}</th>
              <th scope="col" className="wide-only">
                {tx('campaigns.contactList')}
              </th>
              <th scope="col" className="wide-only">
                {tx('campaigns.connection')}
              </th>
              <th scope="col" className="wide-only">
                {tx('campaigns.scheduledAt')}
              </th>
              <th scope="col" className="wide-only">
                {tx('campaigns.completedAt')}
              </th>
              <th scope="col" className="wide-only">
                {tx('campaigns.confirmation')}
              </th>
              <th scope="col" className="actions">
                {tx('campaigns.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.records.map((campaign) => (
              <tr key={campaign.id}>
                <td>{campaign.name}</td>
                <td>
                  <span className="campaign-status" data-status={campaign.status}>
                    {tx(statusKey(campaign.status))}
                  </span>
                  {campaign.pausedReason ? (
                    <span className="field-hint campaign-paused"> {tx('campaigns.paused')}</span>
                  ) : null}
                </td>
                <td className="wide-only">{campaign.contactList?.name ?? tx('campaigns.none')}</td>
                <td className="wide-only">{connectionName(campaign.whatsappId)}</td>
                <td className="wide-only">{when(campaign.scheduledAt, tx('campaigns.notScheduled'))}</td>
                <td className="wide-only">{when(campaign.completedAt, tx('campaigns.notCompleted'))}</td>
                <td className="wide-only">
                  {campaign.confirmation ? tx('campaigns.enabled') : tx('campaigns.disabled')}
                </td>
                <td className="actions">
                  <Link
                    to={`/campaign/${campaign.id}/report`}
                    className="button button-small"
                    aria-label={tx('campaigns.report', { name: campaign.name })}
                  >
                    <Icon name="list" size={16} />
                  </Link>
                  {mayCancel(campaign.status) ? (
                    <button
                      type="button"
                      className="button button-small"
                      aria-label={tx('campaigns.cancel', { name: campaign.name })}
                      onClick={() => void act(campaign, 'cancel')}
                    >
                      <Icon name="block" size={16} />
                    </button>
                  ) : null}
                  {mayRestart(campaign.status) ? (
                    <button
                      type="button"
                      className="button button-small"
                      aria-label={tx('campaigns.restart', { name: campaign.name })}
                      onClick={() => void act(campaign, 'restart')}
                    >
                      <Icon name="refresh" size={16} />
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className="button button-small"
                    aria-label={tx('campaigns.edit', { name: campaign.name })}
                    onClick={() => setEditing(campaign)}
                  >
                    <Icon name="edit" size={16} />
                  </button>
                  <button
                    type="button"
                    className="button button-small button-danger"
                    aria-label={tx('campaigns.delete', { name: campaign.name })}
                    onClick={() => setDeleting(campaign)}
                  >
                    <Icon name="trash" size={16} />
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <PagedListStates
          list={list}
          empty={
            <EmptyState
              icon="megaphone"
              title={tx('campaigns.empty')}
              hint={hint('emptyHint.campaigns')}
              add={{ label: tx('campaigns.add'), onAdd: () => setEditing('new') }}
            />
          }
        />
      </div>
      {editing ? (
        <CampaignDialog
          campaign={editing === 'new' ? undefined : editing}
          onSaved={(saved, isNew) => upsert(saved, isNew)}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={tx('campaigns.deleteTitle')}
          text={tx('campaigns.deleteConfirm', { name: deleting.name })}
          yes={tx('common.yes')}
          no={tx('common.no')}
          onClose={() => setDeleting(undefined)}
          onConfirm={() => void deleteCampaign(deleting)}
        />
      ) : null}
    </section>
  )
}
