import { HttpError } from 'react-admin'
import type { HttpClient } from './http-client.ts'

/**
 * Whether the server refused this company for its expired subscription (402
 * ERR_SUBSCRIPTION_EXPIRED) since the last login: the layout then shows, over whatever page was
 * refused, the notice that leads to the inbox's invoices (docs/billing.md "Overdue companies").
 */
export interface PaymentRequired {
  active(): boolean
  mark(): void
  clear(): void
  /** For `useSyncExternalStore`: calls `listener` on every change; answers the unsubscribe. */
  subscribe(listener: () => void): () => void
}

export function createPaymentRequired(): PaymentRequired {
  let active = false
  const listeners = new Set<() => void>()
  const set = (value: boolean) => {
    if (active === value) return
    active = value
    for (const listener of listeners) listener()
  }
  return {
    active: () => active,
    mark: () => set(true),
    clear: () => set(false),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** The HTTP client, marking `state` on every 402 answer (and still failing the call). */
export function withPaymentRequired(http: HttpClient, state: PaymentRequired): HttpClient {
  return async (url, options) => {
    try {
      return await http(url, options)
    } catch (error) {
      if (error instanceof HttpError && error.status === 402) state.mark()
      throw error
    }
  }
}
