/**
 * The real-time panel's tickets (GET /dashboard/moments), by the query the filters make. Not in
 * live-invalidation.ts: the panel invalidates `all` itself on ticket and message events, through
 * one throttle for both kinds, so a busy company's burst costs at most one read a second.
 */
export const momentKeys = {
  all: ['moments'] as const,
  panel: (query: Record<string, unknown>) => ['moments', query] as const,
}
