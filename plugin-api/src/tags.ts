import type { ContactRecord } from './contacts.ts'

/**
 * A tag (or kanban lane) as the tags service answers it.
 *
 * @example
 * const tag = await tags.find(companyId, 4)
 * if (tag?.kanban) ...
 */
export interface TagRecord {
  id: number
  name: string
  color: string
  /** A kanban lane rather than a plain tag. */
  kanban: boolean
}

/**
 * The company's tags, for plugins: read-only, every call scoped to the company asked for.
 *
 * @example
 * let afterId = 0
 * for (;;) {
 *   const page = await tags.contacts(companyId, tagId, { afterId, limit: 500 })
 *   if (page.length === 0) break
 *   afterId = page.at(-1)!.id
 * }
 */
export interface TagsApi {
  /** One tag of the company, or undefined (another company's id answers undefined too). */
  find(companyId: number, tagId: number): Promise<TagRecord | undefined>
  /**
   * The contacts carrying the tag, by id, after `afterId` (keyset paging: never the whole set in
   * memory), at most `limit` (default and maximum 1000). Groups are left out.
   *
   * @example
   * const first = await tags.contacts(companyId, tagId, { limit: 500 })
   * const next = await tags.contacts(companyId, tagId, { afterId: first.at(-1)?.id, limit: 500 })
   */
  contacts(
    companyId: number,
    tagId: number,
    page?: { afterId?: number; limit?: number },
  ): Promise<ContactRecord[]>
}
