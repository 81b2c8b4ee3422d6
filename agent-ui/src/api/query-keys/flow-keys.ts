/** The flow builder's flows: a search, or one flow opened on the canvas. */
export const flowKeys = {
  all: ['flows'] as const,
  search: (term: string) => ['flows', 'search', term] as const,
  flow: (flowId: number) => ['flows', flowId] as const,
}
