/**
 * Lists and buttons (channel contract `OutboundMessage.interactive`) as the WhatsApp Cloud API's
 * interactive messages (developers.facebook.com/docs/whatsapp/cloud-api/messages/interactive-*):
 * `list` as a list message (at most 10 rows), `buttons` as reply buttons (at most 3; 4 to 10
 * become a list), `url` as a call-to-action URL button. Meta's limits on titles are applied by
 * cutting the text (a row's full title then goes to its description). A payload Meta cannot show
 * (more than 10 entries, copy-code, call and PIX buttons, which only templates carry) answers
 * undefined, and the provider sends the message's readable text instead.
 */

type Payload = Record<string, unknown>
type Entry = { id: string; title: string; description: string }

const limits = { rows: 10, buttons: 3, rowTitle: 24, description: 72, buttonTitle: 20, header: 60, id: 200 }

function cut(text: string, max: number): string {
  const clean = text.trim()
  return clean.length <= max ? clean : `${clean.slice(0, max - 1)}…`
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '')

function listEntries(payload: Payload): { title: string; entries: Entry[] }[] {
  const sections = Array.isArray(payload.sections) ? (payload.sections as Payload[]) : []
  return sections.map((section) => ({
    title: textOf(section.title),
    entries: (Array.isArray(section.rows) ? (section.rows as Payload[]) : []).map((row, index) => ({
      id: textOf(row.rowId) || `${index + 1}`,
      title: textOf(row.title),
      description: textOf(row.description),
    })),
  }))
}

function buttonEntries(payload: Payload): Entry[] {
  const buttons = Array.isArray(payload.buttons) ? (payload.buttons as Payload[]) : []
  return buttons.map((button) => ({ id: textOf(button.id), title: textOf(button.title), description: '' }))
}

/** A row as Meta takes it; a title cut short keeps its whole text in the description. */
function row(entry: Entry): Payload {
  const title = cut(entry.title, limits.rowTitle)
  const description = entry.description || (title === entry.title.trim() ? '' : entry.title)
  return {
    id: entry.id.slice(0, limits.id),
    title,
    ...(description ? { description: cut(description, limits.description) } : {}),
  }
}

function listMessage(
  sections: { title: string; entries: Entry[] }[],
  body: string,
  button: string,
  header: string,
  footer: string,
): Payload | undefined {
  const count = sections.reduce((total, section) => total + section.entries.length, 0)
  if (count === 0 || count > limits.rows) return undefined
  const several = sections.length > 1
  return {
    type: 'list',
    ...(header ? { header: { type: 'text', text: cut(header, limits.header) } } : {}),
    body: { text: body },
    ...(footer ? { footer: { text: cut(footer, limits.header) } } : {}),
    action: {
      button: cut(button || 'Opções', limits.buttonTitle),
      sections: sections
        .filter((section) => section.entries.length > 0)
        .map((section, index) => ({
          // Meta wants a title on every section when there are several.
          ...(section.title || several
            ? { title: cut(section.title || `${index + 1}`, limits.rowTitle) }
            : {}),
          rows: section.entries.map(row),
        })),
    },
  }
}

/**
 * The `interactive` object of a Cloud API message for a payload, or undefined when Meta has no
 * interactive message for it. `fallbackText` (the message's readable body) is the body when the
 * payload brings none: Meta refuses an interactive message without one.
 */
export function cloudInteractive(payload: Payload, fallbackText: string): Payload | undefined {
  const body = textOf(payload.text).trim() || fallbackText.trim()
  if (!body) return undefined
  switch (payload.kind) {
    case 'list':
      return listMessage(
        listEntries(payload),
        body,
        textOf(payload.buttonText),
        textOf(payload.title),
        textOf(payload.footer),
      )
    case 'buttons': {
      const entries = buttonEntries(payload)
      if (entries.length === 0) return undefined
      if (entries.length > limits.buttons) return listMessage([{ title: '', entries }], body, '', '', '')
      return {
        type: 'button',
        body: { text: body },
        action: {
          buttons: entries.map((entry) => ({
            type: 'reply',
            reply: { id: entry.id.slice(0, limits.id), title: cut(entry.title, limits.buttonTitle) },
          })),
        },
      }
    }
    case 'url': {
      const url = textOf(payload.url)
      if (!/^https?:\/\//i.test(url)) return undefined
      const description = textOf(payload.description).trim()
      return {
        type: 'cta_url',
        ...(textOf(payload.title)
          ? { header: { type: 'text', text: cut(textOf(payload.title), limits.header) } }
          : {}),
        body: { text: description || body },
        action: {
          name: 'cta_url',
          parameters: { display_text: cut(textOf(payload.buttonText) || url, limits.buttonTitle), url },
        },
      }
    }
    default:
      return undefined
  }
}
