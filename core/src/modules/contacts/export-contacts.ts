import type { Em } from '../../kernel/db/orm.ts'
import { ContactTag, Tag } from '../tags/index.ts'
import { Contact } from './entities.ts'

/** The columns of the export, the same the import reads back. */
const exportColumns = ['name', 'number', 'email', 'tags'] as const

const batchSize = 1000

/**
 * One CSV field (RFC 4180). Text a spreadsheet would run as a formula (=, +, -, @) gets a leading
 * quote, the usual defence against CSV injection; the import strips it again.
 */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]|^\s|\s$/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/**
 * The company's contacts as CSV lines (UTF-8 with a BOM, so Excel reads accents), in batches so a
 * large company is streamed rather than held in memory. `em` must be scoped to the company.
 */
export async function* contactsCsv(em: Em): AsyncGenerator<string> {
  yield `\uFEFF${exportColumns.join(',')}\r\n`
  let lastId = 0
  for (;;) {
    const contacts = await em.find(
      Contact,
      { id: { $gt: lastId } },
      { orderBy: { id: 'asc' }, limit: batchSize },
    )
    if (contacts.length === 0) return
    const links = await em.find(ContactTag, { contactId: { $in: contacts.map((contact) => contact.id) } })
    const tagIds = [...new Set(links.map((link) => link.tagId))]
    const tagNames = new Map(
      (tagIds.length > 0 ? await em.find(Tag, { id: { $in: tagIds } }) : []).map((tag) => [tag.id, tag.name]),
    )
    const tagsOf = new Map<number, string[]>()
    for (const link of links) {
      const name = tagNames.get(link.tagId)
      if (name !== undefined) tagsOf.set(link.contactId, [...(tagsOf.get(link.contactId) ?? []), name])
    }
    let lines = ''
    for (const contact of contacts) {
      const tags = (tagsOf.get(contact.id) ?? []).sort()
      lines += `${[contact.name, contact.number ?? '', contact.email ?? '', tags.join(', ')].map(csvField).join(',')}\r\n`
    }
    yield lines
    lastId = contacts.at(-1)!.id
    // Each batch is done with: keep the identity map from growing with the whole company.
    em.clear()
  }
}
