/** The arithmetic of a windowed list, apart from React so it can be tested on its own. */

/** The top offset of each item and the total height, from measured heights or the estimate. */
export function layoutOffsets(
  keys: readonly (string | number)[],
  heights: ReadonlyMap<string | number, number>,
  estimate: number,
): { offsets: number[]; total: number } {
  const offsets = new Array<number>(keys.length)
  let top = 0
  for (let index = 0; index < keys.length; index++) {
    offsets[index] = top
    top += heights.get(keys[index]!) ?? estimate
  }
  return { offsets, total: top }
}

/** The index of the item covering `position`: the last one starting at or above it (binary search). */
export function indexAt(offsets: readonly number[], position: number): number {
  if (offsets.length === 0) return 0
  let low = 0
  let high = offsets.length - 1
  while (low < high) {
    const middle = (low + high + 1) >> 1
    if (offsets[middle]! <= position) low = middle
    else high = middle - 1
  }
  return low
}

/**
 * Which items to render: those crossing the viewport, plus `overscan` on each side. Answers an
 * empty range for an empty list.
 */
export function visibleRange(
  offsets: readonly number[],
  total: number,
  scrollTop: number,
  viewportHeight: number,
  overscan: number,
): { start: number; end: number } {
  if (offsets.length === 0) return { start: 0, end: -1 }
  const first = indexAt(offsets, Math.max(0, scrollTop))
  const last = indexAt(offsets, Math.min(Math.max(0, total - 1), Math.max(0, scrollTop + viewportHeight - 1)))
  return {
    start: Math.max(0, first - overscan),
    end: Math.min(offsets.length - 1, last + overscan),
  }
}

/** True when the scroll position is within `threshold` pixels of the end. */
export function nearBottom(
  scrollTop: number,
  viewportHeight: number,
  total: number,
  threshold: number,
): boolean {
  return total - (scrollTop + viewportHeight) <= threshold
}
