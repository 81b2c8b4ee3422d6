import type { ContactRecord, TagsApi } from '@atendo/plugin-api'
import { Tag } from '../tags/index.ts'
import type { PluginServiceDeps } from './plugin-service-deps.ts'
import { serviceEm } from './service-em.ts'

/** Most contacts one `contacts` page answers. */
const maxPage = 1000

interface ContactRow {
  id: number
  name: string
  number: string | null
  email: string | null
  disable_bot: boolean
}

/** `TagsApi`: read-only, every call scoped to the company asked for. */
export function tagsService(deps: PluginServiceDeps): TagsApi {
  return {
    async find(companyId, tagId) {
      const tag = await serviceEm(deps.orm(), companyId).findOne(Tag, { id: tagId, companyId })
      return tag ? { id: tag.id, name: tag.name, color: tag.color, kanban: tag.kanban === 1 } : undefined
    },
    async contacts(companyId, tagId, page = {}) {
      const limit = Math.max(1, Math.min(page.limit ?? maxPage, maxPage))
      // Keyset over the contact id: the primary keys of contact_tags and contacts serve it.
      const rows = await serviceEm(deps.orm(), companyId).execute<ContactRow[]>(
        `select c.id, c.name, c.number, c.email, c.disable_bot
           from contact_tags ct join contacts c on c.id = ct.contact_id and c.company_id = ct.company_id
          where ct.company_id = ? and ct.tag_id = ? and c.id > ? and not c.is_group
          order by c.id limit ?`,
        [companyId, tagId, page.afterId ?? 0, limit],
      )
      return rows.map(
        (row): ContactRecord => ({
          id: row.id,
          name: row.name,
          number: row.number,
          email: row.email || null,
          isGroup: false,
          disableBot: row.disable_bot,
        }),
      )
    },
  }
}
