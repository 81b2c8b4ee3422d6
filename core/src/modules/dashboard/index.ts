/**
 * The dashboard module's public surface: what composition and other modules may use. The rest of the
 * folder is its own.
 *
 * In load order, not by name: a module that reaches this one again while it loads (a loop,
 * docs/architecture.md) finds what it uses at load time (entities, schemas, constants) already
 * exported.
 */
export { dashboardRange } from './dashboard-range.ts'
export type { DashboardRange } from './dashboard-range.ts'
export { dashboardScope } from './dashboard-scope.ts'
export type { DashboardScope } from './dashboard-scope.ts'
export { firstTakenAtSql } from './closed-in-range.ts'
export { dashboardRoutes } from './routes.ts'
export { momentsRoutes } from './moments-routes.ts'
