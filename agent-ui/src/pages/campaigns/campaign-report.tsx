import type { CampaignEvent, CampaignReport } from '@atendo/sdk'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { atendo, dataOf } from '../../api/atendo.ts'
import { campaignKeys } from '../../api/query-keys/campaign-keys.ts'
import { Icon } from '../../components/icon.tsx'
import { QueryStates } from '../../components/states/query-states.tsx'
import { type CampaignKey, campaignTexts } from '../../i18n/campaign-texts.ts'
import { useFeatureTexts } from '../../i18n/feature-texts.ts'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { Link } from '../../router/router.tsx'
import { useSession, useUser } from '../../session/session-context.tsx'
import { useReference } from '../tickets/reference-data.ts'
import { statusKey } from './campaign-rules.ts'

/** administration.md §4: on a live update showing FINALIZADA, the report reloads after 5 s. */
export const finishedReloadDelay = 5000

type Progress = CampaignReport['progress']

/** The counters the report shows, in order. */
const counters: { key: keyof Progress; label: CampaignKey }[] = [
  { key: 'total', label: 'report.total' },
  { key: 'delivered', label: 'report.delivered' },
  { key: 'confirmationRequested', label: 'report.confirmationRequested' },
  { key: 'confirmed', label: 'report.confirmed' },
  { key: 'declined', label: 'report.declined' },
  { key: 'failed', label: 'report.failed' },
  { key: 'waiting', label: 'report.waiting' },
]

/**
 * /campaign/{campaignId}/report: the campaign's figures (delivered, confirmation requested,
 * confirmed, failed), updated live by the campaign's events (each carries its progress), and read
 * again 5 s after it is seen finishing. Cached for the login: the report opened again shows its
 * last figures at once while it asks again; a failed read shows why, with a retry.
 */
export function CampaignReportPage({ campaignId }: { campaignId: number }) {
  const user = useUser()
  const { socket } = useSession()
  const client = useQueryClient()
  const report = useQuery({
    queryKey: campaignKeys.report(campaignId),
    queryFn: () => dataOf(atendo.GET('/api/campaigns/{id}/report', { params: { path: { id: campaignId } } })),
  })

  useEffect(() => {
    if (!socket) return
    const event = `company-${user.companyId}-campaign` as const
    const key = campaignKeys.report(campaignId)
    let reloadTimer: ReturnType<typeof setTimeout> | undefined
    const onEvent = (change: CampaignEvent) => {
      if (change.action === 'delete' || change.record.id !== campaignId) return
      const { record } = change
      client.setQueryData<CampaignReport>(key, (current) =>
        current ? { ...current, ...record, progress: record.progress ?? current.progress } : current,
      )
      if (record.status === 'FINALIZADA') {
        clearTimeout(reloadTimer)
        reloadTimer = setTimeout(() => void client.invalidateQueries({ queryKey: key }), finishedReloadDelay)
      }
    }
    socket.on(event, onEvent)
    return () => {
      clearTimeout(reloadTimer)
      socket.off(event, onEvent)
    }
  }, [socket, user.companyId, campaignId, client])

  return <QueryStates query={report}>{(answer) => <CampaignReportView report={answer} />}</QueryStates>
}

/** The report's figures and facts, as last read or as the campaign's events left them. */
function CampaignReportView({ report }: { report: CampaignReport }) {
  const tx = useFeatureTexts(campaignTexts)
  const { locale } = useI18n()
  const connections = useReference('connections')
  const { progress } = report
  const handled = progress.total - progress.waiting
  const when = (iso: string | null, none: string) =>
    iso ? new Date(iso).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' }) : none
  return (
    <section className="campaigns-page campaign-report" aria-labelledby="campaign-report-title">
      <div className="campaigns-header">
        <Link to="/campaigns" className="button" aria-label={tx('common.back')}>
          <Icon name="arrowLeft" size={18} />
          <span className="wide-only">{tx('common.back')}</span>
        </Link>
        <h1 id="campaign-report-title">{tx('report.title', { name: report.name })}</h1>
        <span className="campaign-status" data-status={report.status}>
          {tx(statusKey(report.status))}
        </span>
      </div>
      <label className="campaign-progress">
        {tx('report.progress')}
        <progress max={Math.max(progress.total, 1)} value={handled} />
      </label>
      <dl className="campaign-counters">
        {counters.map((counter) => (
          <div key={counter.key} className="campaign-counter">
            <dt>{tx(counter.label)}</dt>
            <dd>{progress[counter.key]}</dd>
          </div>
        ))}
      </dl>
      <dl className="campaign-facts">
        <div>
          <dt>{tx('campaigns.connection')}</dt>
          <dd>{connections.find((c) => c.id === report.whatsappId)?.name ?? '—'}</dd>
        </div>
        <div>
          <dt>{tx('campaigns.contactList')}</dt>
          <dd>{report.contactList?.name ?? tx('campaigns.none')}</dd>
        </div>
        <div>
          <dt>{tx('campaigns.scheduledAt')}</dt>
          <dd>{when(report.scheduledAt, tx('campaigns.notScheduled'))}</dd>
        </div>
        <div>
          <dt>{tx('campaigns.completedAt')}</dt>
          <dd>{when(report.completedAt, tx('campaigns.notCompleted'))}</dd>
        </div>
        {report.pausedReason ? (
          <div>
            <dt>{tx('campaigns.paused')}</dt>
            <dd>{report.pausedReason}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  )
}
