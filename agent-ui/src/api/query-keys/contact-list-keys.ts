/** The campaigns' contact lists; `company-{id}-ContactList(Item)` events invalidate them. */
export const contactListKeys = {
  all: ['contact-lists'] as const,
  /** Every list, for pickers (GET /contact-lists/list). */
  choices: ['contact-lists', 'choices'] as const,
  /** The lists whose name matches a typed search (GET /contact-lists). */
  search: (text: string) => ['contact-lists', 'search', text] as const,
  /** One list's own record (its name). */
  one: (listId: number) => ['contact-lists', listId] as const,
  /** The contact lists page's list, page by page, for a search. */
  list: (search: string) => ['contact-lists', 'list', search] as const,
  /** The contacts of one list, page by page, for a search. */
  items: (listId: number, search: string) => ['contact-lists', listId, 'items', search] as const,
}
