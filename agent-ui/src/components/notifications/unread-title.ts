/** The highest count shown as a circled digit; above it the title shows '(n)' (inbox.md §4). */
export const circledLimit = 20

/** ① is U+2460; ⑳ is U+2473. */
function circled(count: number): string {
  return String.fromCodePoint(0x2460 + count - 1)
}

/** The browser tab title with the number of tickets holding unread messages in front of it. */
export function unreadTitle(base: string, count: number): string {
  if (count <= 0) return base
  return `${count <= circledLimit ? circled(count) : `(${count})`} ${base}`
}

/** The count a title starts with (for tests and for reading back): 0 when it has none. */
export function countInTitle(title: string): number {
  const first = title.codePointAt(0) ?? 0
  if (first >= 0x2460 && first < 0x2460 + circledLimit) return first - 0x2460 + 1
  const match = /^\((\d+)\) /.exec(title)
  return match ? Number(match[1]) : 0
}
