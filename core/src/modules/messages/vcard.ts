/** A shared contact card as the conversation stores it (mediaType contactMessage). */
export function buildVCard(card: { name: string; number: string }): string {
  const digits = card.number.replace(/\D/g, '')
  return [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${card.name}`,
    `FN:${card.name}`,
    `TEL;type=CELL;waid=${digits}:+${digits}`,
    'END:VCARD',
  ].join('\n')
}

/** Name and number of a stored contact card, or undefined when the text is not one. */
export function parseVCard(text: string): { name: string; number: string } | undefined {
  if (!text.startsWith('BEGIN:VCARD')) return undefined
  const name = /^FN:(.+)$/m.exec(text)?.[1]?.trim()
  const number = /waid=(\d+)/.exec(text)?.[1] ?? /^TEL[^:]*:(.+)$/m.exec(text)?.[1]?.replace(/\D/g, '')
  return name && number ? { name, number } : undefined
}
