/** The custom plan of administration.md §9: 3 users and 3 connections for R$ 49. */
export const customPlanBase = { users: 3, connections: 3, price: 49 } as const
/** What each user and each connection beyond the base adds, in reais. */
export const customPlanExtra = { user: 11, connection: 20 } as const

/**
 * The monthly price of a custom plan, computed on the server whatever the browser sent:
 * 49 + 11 per user beyond 3 + 20 per connection beyond 3. Fewer than 3 of either is no plan.
 */
export function customPlanPrice(users: number, connections: number): number | undefined {
  if (!Number.isInteger(users) || !Number.isInteger(connections)) return undefined
  if (users < customPlanBase.users || connections < customPlanBase.connections) return undefined
  return (
    customPlanBase.price +
    (users - customPlanBase.users) * customPlanExtra.user +
    (connections - customPlanBase.connections) * customPlanExtra.connection
  )
}
