import type { EntityName, FilterQuery, FindOptions, ObjectQuery } from '@mikro-orm/core'
import type { Em } from './orm.ts'

/** `EntityManager.processWhere` is protected: it applies the filters (the tenant filter) to a condition. */
interface Filtering {
  processWhere<Entity extends object>(
    entity: EntityName<Entity>,
    where: FilterQuery<Entity>,
    options: FindOptions<Entity>,
    type: 'read',
  ): Promise<ObjectQuery<Entity>>
}

/**
 * What `em.find(entity, where)` would load, as plain objects with the entity's property names and
 * types (Dates, booleans), without making entities of them. For read-only views built from many
 * rows (a page of tickets with their contacts, queues and attendants): MikroORM builds each
 * entity property by property, defining a getter and setter on every instance and keeping a
 * snapshot for change tracking, which cost a ticket page more CPU than its queries
 * (docs/benchmarks.md). The EntityManager's filters apply as in `find` (the tenant filter), and
 * row-level security as in every statement. Nothing is managed: the rows are not in the identity
 * map, and changing one changes nothing in the database.
 *
 * @example
 * const contacts = await findRows(em, Contact, { id: { $in: contactIds } })
 */
export async function findRows<Entity extends object>(
  em: Em,
  entity: EntityName<Entity>,
  where: FilterQuery<Entity>,
): Promise<Entity[]> {
  const context = em.getContext()
  const scoped = await (context as unknown as Filtering).processWhere(entity, where, {}, 'read')
  const rows = await context.getDriver().find(entity, scoped, {
    ctx: context.getTransactionContext(),
    em: context,
  } as FindOptions<Entity>)
  return rows as Entity[]
}
