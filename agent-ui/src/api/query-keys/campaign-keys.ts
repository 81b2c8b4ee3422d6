/** The campaigns plugin's data; `company-{id}-campaign` events invalidate `all`. */
export const campaignKeys = {
  all: ['campaigns'] as const,
  /** The campaign settings and the values they may take (GET /campaign-settings, /options). */
  settings: ['campaign-settings'] as const,
}
