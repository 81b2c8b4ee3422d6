/**
 * The attendance report's pages (GET /ticketreport/reports), by the query its filters, page and
 * page size make. Not live: a report is read when it is opened or its filters change (a reopened
 * report shows its last answer at once while it asks again), never once per ticket event.
 */
export const reportKeys = {
  all: ['reports'] as const,
  page: (query: Record<string, unknown>) => ['reports', query] as const,
}
