import type { DeclaredPlanFlag } from '../../kernel/plugin-host/declared-plan-flags.ts'
import { planView } from '../plans/index.ts'
import type { ICompany } from './entities.ts'

/**
 * A company as the back office reads it, with its plan (the plan must be loaded) and the plan's
 * values of the loaded plugins' flags.
 */
export function companyView(company: ICompany, pluginFlags: readonly DeclaredPlanFlag[]) {
  return {
    id: company.id,
    name: company.name,
    email: company.email ?? null,
    phone: company.phone ?? null,
    document: company.document ?? null,
    planId: company.plan.id,
    plan: planView(company.plan, pluginFlags),
    status: company.status,
    dueDate: company.dueDate ?? null,
    recurrence: company.recurrence,
    paymentMethod: company.paymentMethod ?? null,
    numberAttendants: company.numberAttendants,
    numberConections: company.numberConections,
    addressStreet: company.addressStreet ?? null,
    addressState: company.addressState ?? null,
    addressCity: company.addressCity ?? null,
    // A row created elsewhere (signup) holds the column default until it is read back.
    schedules: Array.isArray(company.schedules) ? company.schedules : [],
    lastLogin: company.lastLogin ? company.lastLogin.toISOString() : null,
    createdAt: company.createdAt.toISOString(),
    updatedAt: company.updatedAt.toISOString(),
  }
}
