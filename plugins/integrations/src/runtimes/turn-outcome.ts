/** One thing an integration says to the customer, in order. */
export type Bubble =
  | { kind: 'text'; text: string }
  /** A file the service links to: downloaded through the guarded client and sent as media. */
  | { kind: 'media'; url: string; caption?: string }

/**
 * What one turn of an integration came to: what to send (one `delayMs` apart), the service's
 * session to continue next time, and whether the ticket goes back to the attendants after it.
 */
export interface TurnOutcome {
  bubbles: Bubble[]
  delayMs: number
  remoteSession: string | null
  choices?: string[]
  handOver: boolean
  /** Why the ticket goes back (logged and told to the inbox), for failures and end conditions. */
  reason?: string
}

/** A turn that sends nothing and keeps the conversation. */
export const quietTurn = (remoteSession: string | null): TurnOutcome => ({
  bubbles: [],
  delayMs: 0,
  remoteSession,
  handOver: false,
})
