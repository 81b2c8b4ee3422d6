import { planFlags } from '@atendo/plugin-api'
import { type DeclaredPlanFlag, pluginFlagValues } from '../../kernel/plugin-host/declared-plan-flags.ts'
import type { IPlan } from './entities.ts'

/**
 * A plan as the API answers it: amount as a number, every core feature flag spelled out, and the
 * loaded plugins' flags under `pluginFlags`.
 */
export function planView(plan: IPlan, pluginFlags: readonly DeclaredPlanFlag[]) {
  return {
    id: plan.id,
    name: plan.name,
    amount: Number(plan.amount),
    users: plan.users,
    connections: plan.connections,
    queues: plan.queues,
    isPublic: plan.isPublic,
    ...Object.fromEntries(planFlags.map((flag) => [flag, plan[flag]])),
    pluginFlags: pluginFlagValues(plan.pluginFlags, pluginFlags),
  }
}
