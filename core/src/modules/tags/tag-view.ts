import type { Static } from 'typebox'
import type { Em } from '../../kernel/db/orm.ts'
import { sqlPlaceholders } from '../../kernel/db/sql-fragments.ts'
import type { ITag } from './entities.ts'
import type { TagSchema } from './schemas.ts'

export type TagView = Static<typeof TagSchema>

/** How many tickets and contacts carry each tag; raw SQL for the grouped counts, so scoped by hand. */
async function countsOf(em: Em, companyId: number, tagIds: number[]) {
  const counts = new Map<number, { tickets: number; contacts: number }>(
    tagIds.map((id) => [id, { tickets: 0, contacts: 0 }]),
  )
  if (tagIds.length === 0) return counts
  const placeholders = sqlPlaceholders(tagIds)
  const rows = await em.execute<{ tag_id: number; kind: string; total: string }[]>(
    `select tag_id, 'tickets' as kind, count(*) as total from ticket_tags
       where company_id = ? and tag_id in (${placeholders}) group by tag_id
     union all
     select tag_id, 'contacts' as kind, count(*) as total from contact_tags
       where company_id = ? and tag_id in (${placeholders}) group by tag_id`,
    [companyId, ...tagIds, companyId, ...tagIds],
  )
  for (const row of rows) {
    const entry = counts.get(row.tag_id)!
    if (row.kind === 'tickets') entry.tickets = Number(row.total)
    else entry.contacts = Number(row.total)
  }
  return counts
}

/** Views of tags with their counts, in the order given. */
export async function loadTagViews(em: Em, companyId: number, tags: ITag[]): Promise<TagView[]> {
  const counts = await countsOf(
    em,
    companyId,
    tags.map((tag) => tag.id),
  )
  return tags.map((tag) => ({
    id: tag.id,
    companyId: tag.companyId,
    name: tag.name,
    color: tag.color,
    kanban: tag.kanban,
    userId: tag.userId ?? null,
    timeLane: tag.timeLane,
    nextLaneId: tag.nextLaneId ?? null,
    rollbackLaneId: tag.rollbackLaneId ?? null,
    greetingMessageLane: tag.greetingMessageLane ?? null,
    ticketsCount: counts.get(tag.id)!.tickets,
    contactsCount: counts.get(tag.id)!.contacts,
    createdAt: tag.createdAt.toISOString(),
    updatedAt: tag.updatedAt.toISOString(),
  }))
}
