import type { Dashboard } from '../../api/models.ts'
import type { DashboardKey } from '../../i18n/dashboard-texts.ts'
import type { FeatureTranslate } from '../../i18n/feature-texts.ts'
import { DashboardCard } from './dashboard-card.tsx'
import { hoursAndMinutes, isoDuration } from './dashboard-format.ts'
import { TicketCharts } from './ticket-charts.tsx'

interface IndicatorsTabProps {
  dashboard: Dashboard
  locale: string
  tx: FeatureTranslate<DashboardKey>
}

function Duration({ minutes, tx }: { minutes: number; tx: FeatureTranslate<DashboardKey> }) {
  return (
    <time dateTime={isoDuration(minutes)} title={tx('dashboard.timeUnit')}>
      {hoursAndMinutes(minutes)}
    </time>
  )
}

/** Indicadores (inbox.md §2): the counters of docs/dashboard.md as cards, and the two charts. */
export function IndicatorsTab({ dashboard, locale, tx }: IndicatorsTabProps) {
  const { counters } = dashboard
  return (
    <>
      <dl className="dashboard-cards" aria-label={tx('dashboard.counters')}>
        <DashboardCard tone="happening" label={tx('dashboard.supportHappening')}>
          {counters.supportHappening}
        </DashboardCard>
        <DashboardCard tone="pending" label={tx('dashboard.supportPending')}>
          {counters.supportPending}
        </DashboardCard>
        <DashboardCard tone="finished" label={tx('dashboard.supportFinished')}>
          {counters.supportFinished}
        </DashboardCard>
        <DashboardCard tone="groups" label={tx('dashboard.supportGroups')}>
          {counters.supportGroups}
        </DashboardCard>
        <DashboardCard tone="leads" label={tx('dashboard.leads')}>
          {counters.leads}
        </DashboardCard>
        <DashboardCard tone="time" label={tx('dashboard.avgSupportTime')}>
          <Duration minutes={counters.avgSupportTime} tx={tx} />
        </DashboardCard>
        <DashboardCard tone="time" label={tx('dashboard.avgWaitTime')}>
          <Duration minutes={counters.avgWaitTime} tx={tx} />
        </DashboardCard>
        <DashboardCard tone="active" label={tx('dashboard.activeTickets')}>
          {counters.activeTickets}
        </DashboardCard>
        <DashboardCard tone="passive" label={tx('dashboard.passiveTickets')}>
          {counters.passiveTickets}
        </DashboardCard>
      </dl>
      <TicketCharts range={dashboard.range} locale={locale} tx={tx} />
    </>
  )
}
