/** The flow builder's flows: a search, one flow opened on the canvas, the phrase campaigns. */
export const flowKeys = {
  all: ['flows'] as const,
  search: (term: string) => ['flows', 'search', term] as const,
  /** The flows page's list, page by page, for a search. */
  list: (search: string) => ['flows', 'list', search] as const,
  flow: (flowId: number) => ['flows', flowId] as const,
  /** The phrase campaigns page: the phrase campaigns with the flows and connections they name. */
  phrases: ['flows', 'phrases'] as const,
}
