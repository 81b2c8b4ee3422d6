import { type IPlan, planFlags } from './entities.ts'

/** A plan as the API answers it: amount as a number, every feature flag spelled out. */
export function planView(plan: IPlan) {
  return {
    id: plan.id,
    name: plan.name,
    amount: Number(plan.amount),
    users: plan.users,
    connections: plan.connections,
    queues: plan.queues,
    isPublic: plan.isPublic,
    ...Object.fromEntries(planFlags.map((flag) => [flag, plan[flag]])),
  }
}
