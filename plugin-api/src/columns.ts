import { p } from '@mikro-orm/core'

/**
 * createdAt/updatedAt columns maintained by the ORM (`created_at`, `updated_at`, timestamptz).
 *
 * @example
 * properties: { id: p.integer().primary(), text: p.text(), ...timestampColumns }
 */
export const timestampColumns = {
  createdAt: p
    .datetime()
    .onCreate(() => new Date())
    .fieldName('created_at'),
  updatedAt: p
    .datetime()
    .onCreate(() => new Date())
    .onUpdate(() => new Date())
    .fieldName('updated_at'),
}

/**
 * The company column every tenant-owned entity carries. The tenant filter (kernel/db/tenant-filter.ts)
 * scopes every query on an entity with this column to the caller's company, and a company's
 * EntityManager refuses to flush a row of another company (kernel/db/tenant-write-guard.ts).
 *
 * @example
 * properties: { id: p.integer().primary(), ...tenantColumns, text: p.text(), ...timestampColumns }
 */
export const tenantColumns = {
  companyId: p.integer().index().fieldName('company_id'),
}
