import type { EventSubscriber, FlushEventArgs } from '@mikro-orm/core'
import { isTenantOwned, TENANT_FILTER, type TenantFilterParams } from './tenant-filter.ts'

/**
 * A flush that would write a tenant-owned row of another company than its EntityManager's. A bug
 * in the code that built the row, never the user's doing: the request answers 500 and nothing of
 * the flush is written.
 */
export class TenantWriteError extends Error {
  readonly entity: string
  readonly emCompanyId: number
  readonly rowCompanyId: unknown

  constructor(entity: string, change: string, emCompanyId: number, rowCompanyId: unknown) {
    super(
      `refused to ${change} ${entity} of company ${String(rowCompanyId)} through an EntityManager of company ${emCompanyId}`,
    )
    this.name = 'TenantWriteError'
    this.entity = entity
    this.emCompanyId = emCompanyId
    this.rowCompanyId = rowCompanyId
  }
}

/** The company an EntityManager is scoped to, or undefined for platform and unscoped ones. */
function scopedCompany(params: TenantFilterParams | undefined): number | undefined {
  return params && 'companyId' in params ? params.companyId : undefined
}

/**
 * The write half of tenancy. The tenant filter scopes what a company's EntityManager reads,
 * updates and deletes by query; rows it creates (`em.create`) or changes in memory are written by
 * the unit of work, which no filter sees. This subscriber checks every such row at flush, before
 * any SQL runs: a tenant-owned row created, changed or removed through an EntityManager of company
 * N must belong to company N, so a handler that forgot `companyId` or copied it from the request
 * body fails instead of writing into another tenant.
 *
 * EntityManagers of the platform (`allCompanies`) and those with no company (kernel work before a
 * caller is known) are not checked: they are cross-company by design. Native statements
 * (`nativeUpdate`, `insert`, query builders) do not go through the unit of work and are not seen.
 */
export class TenantWriteGuard implements EventSubscriber {
  onFlush({ em, uow }: FlushEventArgs): void {
    const companyId = scopedCompany(em.getFilterParams<TenantFilterParams>(TENANT_FILTER))
    if (companyId === undefined) return
    for (const changeSet of uow.getChangeSets()) {
      if (!isTenantOwned(changeSet.meta)) continue
      const rowCompanyId = (changeSet.entity as { companyId?: unknown }).companyId
      if (rowCompanyId !== companyId) {
        throw new TenantWriteError(changeSet.meta.className, changeSet.type, companyId, rowCompanyId)
      }
    }
  }
}
