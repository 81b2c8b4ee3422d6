/** The campaigns plugin's data; `company-{id}-campaign` events invalidate `all`. */
export const campaignKeys = {
  all: ['campaigns'] as const,
  /** The campaigns page's list, page by page, for a search. */
  list: (search: string) => ['campaigns', 'list', search] as const,
  /** The campaign settings and the values they may take (GET /campaign-settings, /options). */
  settings: ['campaign-settings'] as const,
  /**
   * One campaign's report (GET /campaigns/{id}/report). Outside `all` on purpose: each of a
   * running campaign's events carries its progress, which the report applies to this cache, so
   * reading the report again per event (once a second for hours) would only repeat it.
   */
  report: (campaignId: number) => ['campaign-report', campaignId] as const,
}
