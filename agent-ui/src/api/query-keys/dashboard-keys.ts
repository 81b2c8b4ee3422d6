/** The dashboard's counters and charts, by period (read again each time the dashboard opens). */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  period: (dateFrom: string, dateTo: string) => ['dashboard', dateFrom, dateTo] as const,
}
