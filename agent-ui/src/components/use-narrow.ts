import { type RefObject, useLayoutEffect, useState } from 'react'

/**
 * Whether an element is narrower than `width` pixels, followed as it resizes. It is the element's
 * own width that counts, not the window's: the conversation pane is narrow on a 1280 px screen
 * with the side menu open and wide on the same screen with it closed.
 */
export function useNarrow(element: RefObject<HTMLElement | null>, width: number): boolean {
  const [narrow, setNarrow] = useState(false)
  useLayoutEffect(() => {
    const target = element.current
    if (!target || typeof ResizeObserver === 'undefined') return
    // Not laid out (width 0, as in a DOM without layout) counts as wide.
    const measure = () => {
      const found = target.getBoundingClientRect().width
      setNarrow(found > 0 && found < width)
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(target)
    return () => observer.disconnect()
  }, [element, width])
  return narrow
}
