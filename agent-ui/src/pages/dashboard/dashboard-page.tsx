import { useId, useState } from 'react'
import { AccessDenied } from '../../components/access-denied.tsx'
import { Field } from '../../components/field.tsx'
import { ErrorState } from '../../components/states/error-state.tsx'
import { LoadingState } from '../../components/states/loading-state.tsx'
import { TabList } from '../../components/tab-list.tsx'
import { type DashboardKey, dashboardTexts } from '../../i18n/dashboard-texts.ts'
import { type FeatureTranslate, useFeatureTexts } from '../../i18n/feature-texts.ts'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { companyTimeZone } from '../../session/company-time-zone.ts'
import { hasPermission } from '../../session/permissions.ts'
import { useUser } from '../../session/session-context.tsx'
import { AttendantsTab } from './attendants-tab.tsx'
import { type DashboardPeriod, defaultPeriod, inOrder, isCleared } from './dashboard-period.ts'
import { IndicatorsTab } from './indicators-tab.tsx'
import { NpsTab } from './nps-tab.tsx'
import { useDashboard } from './use-dashboard.ts'

type Section = 'indicators' | 'nps' | 'attendants'

const sections: { id: Section; key: DashboardKey }[] = [
  { id: 'indicators', key: 'dashboard.indicators' },
  { id: 'nps', key: 'dashboard.nps' },
  { id: 'attendants', key: 'dashboard.attendants' },
]

/**
 * /, the dashboard (inbox.md §2, §7): admins, the super admin and users with showDashboard. A
 * plain user without it sees the access-denied screen, whose button takes them to the tickets
 * (inbox.md §6); so does anyone whose right the server has withdrawn since login. Logging in lands
 * on /tickets; a logged-in user opening a public page lands here, as the spec says (inbox.md §2).
 */
export default function DashboardPage() {
  const user = useUser()
  return hasPermission(user, 'showDashboard') ? <DashboardScreen /> : <AccessDenied />
}

function DashboardScreen() {
  const { t, locale } = useI18n()
  const tx = useFeatureTexts(dashboardTexts)
  const titleId = useId()
  const timeZone = companyTimeZone(useUser())
  const [period, setPeriod] = useState(() => defaultPeriod(new Date(), timeZone))
  const [section, setSection] = useState<Section>('indicators')
  const cleared = isCleared(period)
  const ordered = inOrder(period)
  const { dashboard, busy, denied, retry } = useDashboard(period, ordered && !cleared)

  if (denied) return <AccessDenied />
  return (
    <section className="dashboard-page" aria-labelledby={titleId}>
      <header className="dashboard-header">
        <h1 id={titleId}>{t('menu.dashboard')}</h1>
        <PeriodFilter
          period={period}
          onChange={setPeriod}
          dateError={ordered ? undefined : tx('dashboard.dateOrder')}
          tx={tx}
        />
      </header>
      <TabList
        label={tx('dashboard.sections')}
        selected={section}
        onSelect={setSection}
        tabs={sections.map(({ id, key }) => ({ id, content: tx(key) }))}
      />
      {cleared ? (
        <p className="empty" role="status">
          {tx('dashboard.noFilter')}
        </p>
      ) : dashboard === undefined ? (
        // Not busy and still nothing: the request failed (its toast said why).
        busy ? (
          <LoadingState />
        ) : (
          <ErrorState message={tx('dashboard.chartError')} onRetry={retry} />
        )
      ) : (
        // Every tab stays rendered, so going back and forth neither refetches the charts nor loses the scroll.
        sections.map(({ id, key }) => (
          <div
            key={id}
            role="tabpanel"
            className="dashboard-panel"
            aria-label={tx(key)}
            aria-busy={busy}
            hidden={section !== id}
          >
            {id === 'indicators' ? (
              <IndicatorsTab dashboard={dashboard} locale={locale} tx={tx} />
            ) : id === 'nps' ? (
              <NpsTab counters={dashboard.counters} locale={locale} tx={tx} />
            ) : (
              <AttendantsTab attendants={dashboard.attendants} locale={locale} tx={tx} />
            )}
          </div>
        ))
      )}
    </section>
  )
}

interface PeriodFilterProps {
  period: DashboardPeriod
  onChange(period: DashboardPeriod): void
  /** Shown under the end date when it is before the start date. */
  dateError?: string
  tx: FeatureTranslate<DashboardKey>
}

/** The days looked at; a day left empty is the server's default (the first of the month, today). */
function PeriodFilter({ period, onChange, dateError, tx }: PeriodFilterProps) {
  return (
    <fieldset className="dashboard-filter">
      <legend className="visually-hidden">{tx('dashboard.period')}</legend>
      <Field
        label={tx('dashboard.dateFrom')}
        type="date"
        value={period.dateFrom}
        max={period.dateTo || undefined}
        onChange={(event) => onChange({ ...period, dateFrom: event.target.value })}
      />
      <Field
        label={tx('dashboard.dateTo')}
        type="date"
        value={period.dateTo}
        min={period.dateFrom || undefined}
        error={dateError}
        onChange={(event) => onChange({ ...period, dateTo: event.target.value })}
      />
    </fieldset>
  )
}
