/** The dashboard's counters and charts, by period (read again each time the dashboard opens). */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  period: (dateFrom: string, dateTo: string) => ['dashboard', dateFrom, dateTo] as const,
  /** The Indicadores tab's two charts, for the range the counters were answered for. */
  charts: (from: string, to: string) => ['dashboard', 'charts', from, to] as const,
}
