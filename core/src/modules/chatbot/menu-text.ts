/**
 * The bot's menus as text: a greeting, then one numbered line per entry (`*1* - Vendas`), and a
 * `*#*` line when there is a level to go back to. Menus of the list and button types are also
 * written so: it is what channels without interactive messages send (interactive-menu.ts).
 */
export function menuText(greeting: string, entries: readonly { name: string }[], back?: string): string {
  const lines = entries.map((entry, index) => `*${index + 1}* - ${entry.name}`)
  if (back) lines.push(`*#* - ${back}`)
  return [greeting.trim(), lines.join('\n')].filter((part) => part !== '').join('\n\n')
}

/** The `*#*` line of a sub-menu, and of a queue's menu when the connection offers other queues. */
export const backLabels = { level: 'Voltar', queueList: 'Voltar ao menu inicial' } as const

/** What a customer's message means to a menu of `size` entries. */
export type MenuAnswer = { kind: 'choice'; index: number } | { kind: 'back' } | { kind: 'other' }

/**
 * A number from 1 to `size` chooses that entry; `#` or `0` goes back one level. Customers copy the
 * menu's markup, so surrounding blanks, asterisks and a trailing dot or bracket are ignored
 * (`*2*`, `2.`, `2)`); anything else is no answer to the menu.
 */
export function readMenuAnswer(body: string, size: number): MenuAnswer {
  const text = body
    .trim()
    .replace(/^\*+|\*+$/g, '')
    .replace(/[.)]$/, '')
    .trim()
  if (text === '#' || text === '0') return { kind: 'back' }
  if (!/^\d{1,3}$/.test(text)) return { kind: 'other' }
  const choice = Number(text)
  return choice >= 1 && choice <= size ? { kind: 'choice', index: choice - 1 } : { kind: 'other' }
}
