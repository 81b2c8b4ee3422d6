/** The company's tags: all of them (GET /tags/list), or a typed search (GET /tags); `company-{id}-tag` events invalidate them. */
export const tagKeys = {
  all: ['tags'] as const,
  search: (text: string) => ['tags', 'search', text] as const,
}
