/** The campaigns plugin's data; `company-{id}-campaign` events invalidate `all`. */
export const campaignKeys = {
  all: ['campaigns'] as const,
  /** The campaigns page's list, page by page, for a search. */
  list: (search: string) => ['campaigns', 'list', search] as const,
  /** The campaign settings and the values they may take (GET /campaign-settings, /options). */
  settings: ['campaign-settings'] as const,
}
