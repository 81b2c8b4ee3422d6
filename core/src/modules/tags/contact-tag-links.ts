import { AppError } from '@atendo/plugin-api'
import type { Em } from '../../kernel/db/orm.ts'
import { escapeLike } from '../../kernel/db/sql-fragments.ts'
import { ContactTag, type ITag, Tag } from './entities.ts'
import { randomTagColor } from './tag-color.ts'

/** Tag names typed inline (contact drawer, import) are refused under 3 characters (inbox.md §5). */
export const INLINE_TAG_MIN_LENGTH = 3
export const INLINE_TAG_TOO_SHORT = 'Tag muito curta!'

/** The tags of a contact, by name. */
export async function tagsOfContact(em: Em, contactId: number): Promise<ITag[]> {
  const links = await em.find(ContactTag, { contactId })
  if (links.length === 0) return []
  return em.find(Tag, { id: { $in: links.map((link) => link.tagId) } }, { orderBy: { name: 'asc' } })
}

/**
 * The plain (non-kanban) tags with these names, creating the missing ones with a random colour.
 * Names match case-insensitively, as the unique index does. Returns the tags and those created.
 */
export async function tagsNamed(
  em: Em,
  companyId: number,
  names: string[],
): Promise<{ tags: ITag[]; created: ITag[] }> {
  const wanted = new Map<string, string>()
  for (const raw of names) {
    const name = raw.trim()
    if (name.length < INLINE_TAG_MIN_LENGTH) {
      throw new AppError('ERR_VALIDATION', { fields: [{ field: 'tags', message: INLINE_TAG_TOO_SHORT }] })
    }
    wanted.set(name.toLowerCase(), name)
  }
  if (wanted.size === 0) return { tags: [], created: [] }
  const existing = await em.find(Tag, {
    kanban: 0,
    $or: [...wanted.keys()].map((name) => ({ name: { $ilike: escapeLike(name) } })),
  })
  const byName = new Map(existing.map((tag) => [tag.name.toLowerCase(), tag]))
  const created: ITag[] = []
  for (const [key, name] of wanted) {
    if (byName.has(key)) continue
    const tag = em.create(Tag, { companyId, name, color: randomTagColor(), kanban: 0 })
    created.push(tag)
    byName.set(key, tag)
  }
  if (created.length > 0) await em.flush()
  return { tags: [...wanted.keys()].map((key) => byName.get(key)!), created }
}

/** Sets a contact's tags to exactly these. */
export async function setContactTags(em: Em, companyId: number, contactId: number, tagIds: number[]) {
  const wanted = new Set(tagIds)
  const current = await em.find(ContactTag, { contactId })
  const kept = new Set<number>()
  for (const link of current) {
    if (wanted.has(link.tagId)) kept.add(link.tagId)
    else em.remove(link)
  }
  for (const tagId of wanted) {
    if (!kept.has(tagId)) em.create(ContactTag, { companyId, contactId, tagId })
  }
  await em.flush()
}
