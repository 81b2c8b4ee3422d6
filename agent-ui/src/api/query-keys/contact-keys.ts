/** Contact lookups; `company-{id}-contact` events invalidate every one of them. */
export const contactKeys = {
  all: ['contacts'] as const,
  /** The contacts matching a typed search (GET /contacts/list). */
  search: (term: string) => ['contacts', 'search', term] as const,
}
