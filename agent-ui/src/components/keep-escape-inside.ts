import type { KeyboardEvent } from 'react'

/**
 * For a dialog, menu or pop-over's onKeyDown: the Escape that closes it is its own, so page-level
 * shortcuts listening further up must not see it too.
 */
export function keepEscapeInside(event: KeyboardEvent<HTMLElement>) {
  if (event.key === 'Escape') event.stopPropagation()
}
