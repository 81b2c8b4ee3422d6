import type { EntityMetadata, EntitySchema, FilterDef } from '@mikro-orm/core'

/** Name of the filter that scopes tenant-owned entities to one company. */
export const TENANT_FILTER = 'tenant'

/** Parameters of the tenant filter: the company every query of this EntityManager belongs to. */
export type TenantFilterParams = { companyId: number } | { allCompanies: true }

/** True for entities that carry a `companyId` column and so belong to one company. */
export function isTenantOwned(meta: Pick<EntityMetadata, 'properties'>): boolean {
  return 'companyId' in meta.properties
}

/**
 * A default-on filter that adds `company_id = :companyId` to every query of a tenant-owned entity.
 * An EntityManager without tenant params cannot read tenant data at all: MikroORM refuses the query,
 * so forgetting the scope fails loudly instead of leaking. Only kernel code that must work across
 * companies (login, super-admin screens, jobs) opts out explicitly with `{ allCompanies: true }`.
 */
// biome-ignore lint/suspicious/noExplicitAny: any tenant-owned schema
export function tenantFilter(tenantEntities: EntitySchema<any, any>[]): FilterDef {
  return {
    name: TENANT_FILTER,
    default: true,
    entity: tenantEntities,
    cond: (params: TenantFilterParams) => {
      if ('allCompanies' in params && params.allCompanies) return {}
      if (!('companyId' in params) || typeof params.companyId !== 'number') {
        throw new Error('tenant filter used without a companyId: fork the EntityManager for a company first')
      }
      return { companyId: params.companyId }
    },
  }
}
