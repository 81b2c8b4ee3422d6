/**
 * The companies module's public surface: what composition and other modules may use. The rest of the
 * folder is its own.
 *
 * In load order, not by name: a module that reaches this one again while it loads (a loop,
 * docs/architecture.md) finds what it uses at load time (entities, schemas, constants) already
 * exported.
 */
export { companiesMigrations } from './migrations/index.ts'
export { Company, type Recurrence } from './entities.ts'
export { dueDateOrNull, renewedDueDate } from './due-date.ts'
export { listCompanyIds } from './company-ids.ts'
export type { CompanyHooks, FirstAdmin } from './company-hooks.ts'
export { companyRoutes } from './routes.ts'
export { companyPlanRoutes } from './company-plan-routes.ts'
