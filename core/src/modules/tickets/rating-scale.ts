/**
 * The two rating scales of the specification: contacts answer on the NPS scale, 0 to 10
 * (administration.md §9), and the ticket list shows 1 to 5 as an emoji (inbox.md §2: 1 furious,
 * 2 angry, 3 neutral, 4 smile, 5 heart-eyes).
 */

/** The lowest and highest answer a contact may give. */
export const lowestRate = 0
export const highestRate = 10

/**
 * The rating a contact's message gives: a whole number from 0 to 10 and nothing else, read as
 * leniently as the chatbot reads a menu choice (blanks, surrounding asterisks and a trailing dot
 * or bracket are ignored: `*9*`, `9.`, `9)` all give 9). "nota 9", "9,5", "11" or "nove" give none.
 */
export function ratingIn(body: string | null | undefined): number | undefined {
  const text = (body ?? '')
    .trim()
    .replace(/^\*+|\*+$/g, '')
    .replace(/[.)]$/, '')
    .trim()
  if (!/^\d{1,2}$/.test(text)) return undefined
  const rate = Number(text)
  return rate >= lowestRate && rate <= highestRate ? rate : undefined
}

/**
 * The list's 1-to-5 emoji for a 0-to-10 answer: 0-2 → 1, 3-4 → 2, 5-6 → 3, 7-8 → 4, 9-10 → 5.
 * The bands follow NPS: detractors (0-6) get faces 1 to 3, passives (7-8) the smile, promoters
 * (9-10) the heart-eyes.
 */
export function emojiRateOf(rate: number): number {
  if (rate <= 2) return 1
  if (rate <= 4) return 2
  if (rate <= 6) return 3
  if (rate <= 8) return 4
  return 5
}
