import { useId } from 'react'
import type { DashboardCounters } from '../../api/models.ts'
import type { DashboardKey } from '../../i18n/dashboard-texts.ts'
import type { FeatureTranslate } from '../../i18n/feature-texts.ts'
import { DashboardCard } from './dashboard-card.tsx'
import { decimal, percent } from './dashboard-format.ts'

interface NpsTabProps {
  counters: DashboardCounters
  locale: string
  tx: FeatureTranslate<DashboardKey>
}

/** The three groups of scores, in the order of the bar. */
const groups = [
  { key: 'dashboard.promoters', field: 'npsPromotersPerc', tone: 'promoters' },
  { key: 'dashboard.passives', field: 'npsPassivePerc', tone: 'passives' },
  { key: 'dashboard.detractors', field: 'npsDetractorsPerc', tone: 'detractors' },
] as const

const barWidth = 600
const barHeight = 28

/**
 * NPS (inbox.md §2): the score, the share of promoters, passives and detractors among the ratings
 * of the tickets closed in the range, and how many of those tickets were rated.
 */
export function NpsTab({ counters, locale, tx }: NpsTabProps) {
  const splitId = useId()
  const ratingsId = useId()
  let start = 0
  return (
    <>
      <dl className="dashboard-cards">
        <DashboardCard label={tx('dashboard.npsScore')} hint={tx('dashboard.npsScale')}>
          {decimal(counters.npsScore, locale)}
        </DashboardCard>
      </dl>
      <figure className="dashboard-chart" aria-labelledby={splitId}>
        <figcaption id={splitId}>{tx('dashboard.npsSplit')}</figcaption>
        <svg
          className="dashboard-chart-drawing"
          viewBox={`0 0 ${barWidth} ${barHeight}`}
          aria-hidden="true"
          focusable="false"
        >
          <rect className="chart-track" width={barWidth} height={barHeight} rx={4} />
          {groups.map((group) => {
            const width = (counters[group.field] / 100) * barWidth
            const x = start
            start += width
            return (
              <rect key={group.tone} className={`chart-${group.tone}`} x={x} width={width} height={barHeight}>
                <title>{`${tx(group.key)}: ${percent(counters[group.field], locale)}`}</title>
              </rect>
            )
          })}
        </svg>
        <dl className="dashboard-legend">
          {groups.map((group) => (
            <div key={group.tone}>
              <dt>
                <span className={`dashboard-swatch chart-${group.tone}`} aria-hidden="true" />
                {tx(group.key)}
              </dt>
              <dd>{percent(counters[group.field], locale)}</dd>
            </div>
          ))}
        </dl>
      </figure>
      <h2 id={ratingsId} className="dashboard-subtitle">
        {tx('dashboard.ratings')}
      </h2>
      <dl className="dashboard-cards" aria-labelledby={ratingsId}>
        <DashboardCard tone="finished" label={tx('dashboard.withRating')}>
          {counters.withRating}
        </DashboardCard>
        <DashboardCard tone="groups" label={tx('dashboard.withoutRating')}>
          {counters.withoutRating}
        </DashboardCard>
        <DashboardCard tone="pending" label={tx('dashboard.waitRating')}>
          {counters.waitRating}
        </DashboardCard>
        <DashboardCard tone="happening" label={tx('dashboard.percRating')}>
          {percent(counters.percRating, locale)}
        </DashboardCard>
      </dl>
    </>
  )
}
