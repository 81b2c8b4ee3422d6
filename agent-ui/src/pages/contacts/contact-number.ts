/** A Brazilian number: 55, the two-digit area code, 8 or 9 digits (a masked digit is a '*'). */
const brazilianNumber = /^55([0-9*]{2})([0-9*]{4,5})([0-9*]{4})$/

/**
 * A contact's number as people read it, the same on every screen (inbox.md §9, "Phone mask:
 * Brazilian format with country code 55"): 5521998765432 reads +55 (21) 99876-5432. A number the
 * server masked for a profile user (LGPD hide-numbers: 55219******32) keeps its stars where they
 * are: only the grouping changes, no digit is shown that the server hid. Group ids and numbers of
 * other countries or shapes show as they came.
 */
export function contactNumberText(number: string | null | undefined, isGroup = false): string {
  if (!number) return ''
  const parts = isGroup ? null : brazilianNumber.exec(number)
  if (!parts) return number
  const [, area, first, last] = parts
  return `+55 (${area}) ${first}-${last}`
}
