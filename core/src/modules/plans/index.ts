/**
 * The plans module's public surface: what composition and other modules may use. The rest of the
 * folder is its own.
 *
 * In load order, not by name: a module that reaches this one again while it loads (a loop,
 * docs/architecture.md) finds what it uses at load time (entities, schemas, constants) already
 * exported.
 */
export { Plan } from './entities.ts'
export { flushOrConflict } from './save-failure.ts'
export { PlanSchema } from './schemas.ts'
export { plansMigrations } from './migrations/index.ts'
export { planView } from './plan-view.ts'
export { planRoutes } from './routes.ts'
export { assertPlanRoom } from './plan-limits.ts'
export type { PlanLimit } from './plan-limits.ts'
