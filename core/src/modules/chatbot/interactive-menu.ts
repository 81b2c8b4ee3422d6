/**
 * The bot's menus as interactive messages (company option chatBotType, administration.md §5):
 * `list` sends a menu as a list the customer opens and picks a row from, `button` as reply
 * buttons; `text` (the default) as the numbered text of menu-text.ts. Each entry's id is its menu
 * number (`menu:2`, `menu:#` for the way back), so a channel handing back the chosen row or
 * button (`InboundMessage.choiceId`) chooses exactly what the customer would by typing the number.
 * Channels without interactive messages always get the numbered text (deliver-turn.ts).
 */

export interface BotMenu {
  style: 'list' | 'button'
  /** The greeting above the entries. */
  text: string
  entries: { id: string; title: string }[]
}

const choicePrefix = 'menu:'
/** What goes above a menu whose greeting nobody wrote: the channels require a text there. */
const defaultText = 'Escolha uma opção:'
/** The label of the button that opens a list. */
const listButton = 'Ver opções'

/** The menu to send as a list or buttons, or null when the company sends menus as text. */
export function botMenu(
  chatBotType: string | undefined,
  greeting: string,
  entries: readonly { name: string }[],
  back?: string,
): BotMenu | null {
  if ((chatBotType !== 'list' && chatBotType !== 'button') || entries.length === 0) return null
  const numbered = entries.map((entry, index) => ({ id: `${choicePrefix}${index + 1}`, title: entry.name }))
  if (back) numbered.push({ id: `${choicePrefix}#`, title: back })
  return { style: chatBotType, text: greeting.trim() || defaultText, entries: numbered }
}

/**
 * The payload of the channel contract's interactive message (`OutboundMessage.interactive`): a
 * `list` in the shape the inbox's list messages have, or `buttons` (`{ id, title }` each).
 */
export function menuPayload(menu: BotMenu): Record<string, unknown> {
  if (menu.style === 'button') {
    return { kind: 'buttons', text: menu.text, buttons: menu.entries }
  }
  return {
    kind: 'list',
    title: '',
    text: menu.text,
    buttonText: listButton,
    footer: null,
    sections: [
      {
        title: '',
        rows: menu.entries.map((entry) => ({ title: entry.title, description: '', rowId: entry.id })),
      },
    ],
  }
}

/**
 * The menu answer a customer's message carries: the number of the row or button they chose
 * (`menu:2` gives `2`, `menu:#` gives `#`), read from the message's stored data; undefined for a
 * typed message or a choice of something else (an inbox list).
 */
export function menuChoice(dataJson: string | null | undefined): string | undefined {
  if (!dataJson) return undefined
  let data: unknown
  try {
    data = JSON.parse(dataJson)
  } catch {
    return undefined
  }
  const choiceId = (data as { choiceId?: unknown } | null)?.choiceId
  if (typeof choiceId !== 'string' || !choiceId.startsWith(choicePrefix)) return undefined
  const choice = choiceId.slice(choicePrefix.length)
  return /^(\d{1,3}|#)$/.test(choice) ? choice : undefined
}
