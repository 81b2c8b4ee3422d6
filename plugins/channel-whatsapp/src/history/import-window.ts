/**
 * Which old messages a connection imports (administration.md, connection modal: import old
 * messages between two dates, optionally group messages too). Read from the connection's options:
 * `importOldMessages` (from), `importRecentMessages` (to; now when empty), `importOldMessagesGroups`.
 */
export interface ImportWindow {
  from: Date
  /** Undefined: up to now. */
  to: Date | undefined
  includeGroups: boolean
}

function dateOf(value: unknown): Date | undefined {
  if (typeof value !== 'string' || value === '') return undefined
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? undefined : date
}

/** The window a connection's options ask for; undefined when it imports nothing. */
export function importWindowOf(options: Record<string, unknown>): ImportWindow | undefined {
  const from = dateOf(options.importOldMessages)
  if (!from) return undefined
  return {
    from,
    to: dateOf(options.importRecentMessages),
    includeGroups: options.importOldMessagesGroups === true,
  }
}

/** Whether a message sent at `at`, in a group chat or not, is one the window imports. */
export function importsMessage(window: ImportWindow, at: Date, isGroup: boolean): boolean {
  if (isGroup && !window.includeGroups) return false
  return at >= window.from && (!window.to || at <= window.to)
}

/** Whether two windows ask for the same import. */
export function sameWindow(a: ImportWindow, b: ImportWindow): boolean {
  return (
    a.from.getTime() === b.from.getTime() &&
    a.to?.getTime() === b.to?.getTime() &&
    a.includeGroups === b.includeGroups
  )
}
