/** Contact lookups; `company-{id}-contact` events invalidate every one of them. */
export const contactKeys = {
  all: ['contacts'] as const,
  /** The contacts matching a typed search (GET /contacts/list). */
  search: (term: string) => ['contacts', 'search', term] as const,
  /** One contact's own record (GET /contacts/{id}), as the conversation's drawer shows it. */
  one: (contactId: number) => ['contacts', 'one', contactId] as const,
  /**
   * The contacts page's list, page by page, for a search and a tag filter. Outside `all` on
   * purpose: the page applies each contact event to its cached pages, and an import's thousands
   * of events must not read every loaded page again, once a second.
   */
  list: (search: string, tagIds: readonly number[]) => ['contact-pages', search, tagIds] as const,
}
