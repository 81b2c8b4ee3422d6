/**
 * Calls of the specification this codebase does not serve yet. Each is being built under its
 * own issue (the flow builder, AI prompts, queue integrations, file lists, billing). The contract test
 * asserts each still answers 404 ERR_ROUTE_NOT_FOUND: when one lands, that test fails until the
 * call moves from here to the served table (spec-calls.ts) with its request and answer checks, so
 * this list can only shrink.
 */
export interface NotYetServed {
  call: string
  source: 'inbox' | 'administration'
  path: string
  /**
   * The served route its path falls on today (as POST /messages/send once reached
   * POST /messages/{ticketId}), which refuses it as a validation error of that parameter instead of a 404.
   */
  fallsOn?: { route: string; field: string }
}

export const notYetServed: NotYetServed[] = []
