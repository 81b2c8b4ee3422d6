import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useId } from 'react'
import { atendo, dataOf } from '../../api/atendo.ts'
import type { Dashboard, TicketsPerAttendant, TicketsPerPeriod } from '../../api/models.ts'
import { dashboardKeys } from '../../api/query-keys/dashboard-keys.ts'
import { LoadingState } from '../../components/states/loading-state.tsx'
import type { DashboardKey } from '../../i18n/dashboard-texts.ts'
import type { FeatureTranslate } from '../../i18n/feature-texts.ts'
import { toast } from '../../toasts/toast-store.ts'
import { shortDay } from './dashboard-format.ts'

type Range = Dashboard['range']

interface ChartsProps {
  /** The range the counters were answered for, so charts and counters always agree. */
  range: Range
  locale: string
  tx: FeatureTranslate<DashboardKey>
}

/** A chart's answer; null when it could not be fetched. */
interface Charts {
  perAttendant: TicketsPerAttendant | null | undefined
  perPeriod: TicketsPerPeriod | null | undefined
}

/** Both charts of a range; a chart that cannot be fetched is null, and one toast says so. */
async function readTicketCharts({ from, to }: Range, failure: string): Promise<Charts> {
  const query = { initialDate: from, finalDate: to }
  const [perAttendant, perPeriod] = await Promise.allSettled([
    dataOf(atendo.GET('/api/dashboard/ticketsUsers', { params: { query } })),
    dataOf(atendo.GET('/api/dashboard/ticketsDay', { params: { query } })),
  ])
  // One toast for the pair (inbox.md §8 fixed messages).
  if (perAttendant.status === 'rejected' || perPeriod.status === 'rejected') toast.error(failure)
  return {
    perAttendant: perAttendant.status === 'fulfilled' ? perAttendant.value : null,
    perPeriod: perPeriod.status === 'fulfilled' ? perPeriod.value : null,
  }
}

const pending: Charts = { perAttendant: undefined, perPeriod: undefined }

function useTicketCharts(range: Range, failure: string): Charts {
  return (
    useQuery({
      queryKey: dashboardKeys.charts(range.from, range.to),
      queryFn: () => readTicketCharts(range, failure),
    }).data ?? pending
  )
}

/** The Indicadores tab's two charts (GET /dashboard/ticketsUsers and /ticketsDay), drawn in plain SVG. */
export function TicketCharts({ range, locale, tx }: ChartsProps) {
  const { perAttendant, perPeriod } = useTicketCharts(range, tx('dashboard.chartError'))
  const oneDay = range.from === range.to
  return (
    <div className="dashboard-charts">
      <ChartFigure
        title={tx('dashboard.ticketsPerAttendant')}
        answer={perAttendant}
        tx={tx}
        heading={tx('dashboard.attendants')}
        rows={perAttendant?.data.map((row) => ({ key: row.userId, label: row.name, tickets: row.tickets }))}
        draw={(rows) => <HorizontalBars rows={rows} />}
      />
      <ChartFigure
        title={tx(oneDay ? 'dashboard.ticketsPerHour' : 'dashboard.ticketsPerDay')}
        answer={perPeriod}
        tx={tx}
        heading={tx(oneDay ? 'dashboard.hour' : 'dashboard.day')}
        rows={perPeriod?.data.map((row) => ({
          key: `${row.date} ${row.hour}`,
          label: row.hour === null ? shortDay(row.date, locale) : `${String(row.hour).padStart(2, '0')}h`,
          tickets: row.tickets,
        }))}
        draw={(rows) => <Columns rows={rows} />}
      />
    </div>
  )
}

/** One bar of a chart: what it counts and how many. */
interface ChartRow {
  key: string | number
  label: string
  tickets: number
}

interface ChartFigureProps {
  title: string
  answer: { count: number } | null | undefined
  rows: ChartRow[] | undefined
  /** The header of the labels' column in the chart's table. */
  heading: string
  draw(rows: ChartRow[]): ReactNode
  tx: FeatureTranslate<DashboardKey>
}

/**
 * A chart with its title and total. The drawing is for the eye; assistive technology reads the
 * same figures from a table, which a drawing cannot give it.
 */
function ChartFigure({ title, answer, rows, heading, draw, tx }: ChartFigureProps) {
  const captionId = useId()
  return (
    <figure className="dashboard-chart" aria-labelledby={captionId}>
      <figcaption id={captionId}>{title}</figcaption>
      {answer === null ? (
        <p className="dashboard-chart-note">{tx('dashboard.chartError')}</p>
      ) : answer === undefined || rows === undefined ? (
        <LoadingState compact />
      ) : answer.count === 0 ? (
        <p className="dashboard-chart-note">{tx('dashboard.chartEmpty')}</p>
      ) : (
        <>
          <p className="dashboard-chart-total">{tx('dashboard.chartTotal', { count: answer.count })}</p>
          {draw(rows)}
          <table className="visually-hidden">
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{heading}</th>
                <th scope="col">{tx('dashboard.tickets')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{row.label}</th>
                  <td>{row.tickets}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </figure>
  )
}

/** The drawing's coordinates; it scales to the width it is given. */
const chartWidth = 440
const barRow = 28
const nameWidth = 120
const valueWidth = 44
const nameLimit = 16

const shortName = (name: string) => (name.length > nameLimit ? `${name.slice(0, nameLimit - 1)}…` : name)

/** Tickets per attendant, one horizontal bar each, most first (the server's order). */
function HorizontalBars({ rows }: { rows: ChartRow[] }) {
  const most = Math.max(1, ...rows.map((row) => row.tickets))
  const room = chartWidth - nameWidth - valueWidth
  return (
    <svg
      className="dashboard-chart-drawing"
      viewBox={`0 0 ${chartWidth} ${rows.length * barRow}`}
      aria-hidden="true"
      focusable="false"
    >
      {rows.map((row, index) => {
        const width = Math.max(2, (row.tickets / most) * room)
        const middle = index * barRow + barRow / 2
        return (
          <g key={row.key}>
            <title>{`${row.label}: ${row.tickets}`}</title>
            <text
              className="chart-label"
              x={nameWidth - 8}
              y={middle}
              textAnchor="end"
              dominantBaseline="middle"
            >
              {shortName(row.label)}
            </text>
            <rect
              className="chart-bar"
              x={nameWidth}
              y={index * barRow + 5}
              width={width}
              height={barRow - 10}
              rx={3}
            />
            <text className="chart-value" x={nameWidth + width + 6} y={middle} dominantBaseline="middle">
              {row.tickets}
            </text>
          </g>
        )
      })}
    </svg>
  )
}

const columnsHeight = 200
const axisWidth = 34
/**
 * Room right of the last column for half of its label ("29/11" is centred under a column a few
 * units wide): without it the drawing's edge cut the month's last day to "29/1".
 */
const endRoom = 20
const axisHeight = 22
const top = 10
/** At most this many labels under the columns, so a month or a year stays readable. */
const maxLabels = 8

/** Tickets per day (or per hour of a single day), one column each, with a scale of 0, half and most. */
function Columns({ rows }: { rows: ChartRow[] }) {
  const most = Math.max(1, ...rows.map((row) => row.tickets))
  const plotWidth = chartWidth - axisWidth - endRoom
  const plotHeight = columnsHeight - axisHeight - top
  const slot = plotWidth / rows.length
  const every = Math.ceil(rows.length / maxLabels)
  const y = (tickets: number) => top + plotHeight - (tickets / most) * plotHeight
  const ticks = [...new Set([0, Math.round(most / 2), most])]
  return (
    <svg
      className="dashboard-chart-drawing"
      viewBox={`0 0 ${chartWidth} ${columnsHeight}`}
      aria-hidden="true"
      focusable="false"
    >
      {ticks.map((tick) => (
        <g key={tick}>
          <line className="chart-grid" x1={axisWidth} x2={axisWidth + plotWidth} y1={y(tick)} y2={y(tick)} />
          <text
            className="chart-label"
            x={axisWidth - 6}
            y={y(tick)}
            textAnchor="end"
            dominantBaseline="middle"
          >
            {tick}
          </text>
        </g>
      ))}
      {rows.map((row, index) => {
        const x = axisWidth + index * slot
        return (
          <g key={row.key}>
            <title>{`${row.label}: ${row.tickets}`}</title>
            <rect
              className="chart-bar"
              x={x + slot * 0.15}
              y={y(row.tickets)}
              width={slot * 0.7}
              height={top + plotHeight - y(row.tickets)}
              rx={Math.min(3, slot * 0.2)}
            />
            {index % every === 0 ? (
              <text className="chart-label" x={x + slot / 2} y={columnsHeight - 6} textAnchor="middle">
                {row.label}
              </text>
            ) : null}
          </g>
        )
      })}
    </svg>
  )
}
