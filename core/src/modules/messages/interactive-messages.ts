import type { OutboundMedia } from '@atendo/plugin-api'
import type { Static } from 'typebox'
import type {
  ButtonMessageBodySchema,
  ListMessageBodySchema,
  UrlMessageBodySchema,
} from './interactive-schemas.ts'

/**
 * A rich message ready to send: the payload for channels with interactive messages, and a readable
 * text that is both what the conversation stores as the body (so lists show it and search finds
 * it) and what channels without interactive messages receive instead.
 */
export interface InteractiveDraft {
  payload: Record<string, unknown>
  text: string
  mediaType: 'listMessage' | 'interactiveMessage'
  dataJson: string
}

const lines = (...parts: (string | undefined | false)[]) =>
  parts.filter((part) => part !== undefined && part !== false).join('\n')

/** A list menu: the contact picks one row (replied as its number on channels without lists). */
export function listMessage(list: Static<typeof ListMessageBodySchema>): InteractiveDraft {
  let option = 0
  const sections = list.sections.map((section) =>
    lines(
      section.title ? `*${section.title}*` : undefined,
      ...section.rows.map((row) => {
        option += 1
        return row.description ? `${option}. ${row.title} - ${row.description}` : `${option}. ${row.title}`
      }),
    ),
  )
  const payload = {
    kind: 'list',
    title: list.title,
    text: list.text,
    buttonText: list.buttonText,
    footer: list.footer ?? null,
    sections: list.sections.map((section) => ({
      title: section.title ?? '',
      rows: section.rows.map((row, index) => ({
        title: row.title,
        description: row.description ?? '',
        rowId: row.rowId ?? row.id ?? `${section.title ?? 'row'}-${index + 1}`,
      })),
    })),
  }
  return {
    payload,
    text: lines(
      `*${list.title}*`,
      list.text,
      '',
      ...sections,
      list.footer ? `\n_${list.footer}_` : undefined,
    ),
    mediaType: 'listMessage',
    dataJson: JSON.stringify(payload),
  }
}

/** A copy-code button, or a call button whose `copyText` is the phone number. */
export function buttonMessage(
  kind: 'copy' | 'call',
  button: Static<typeof ButtonMessageBodySchema>,
): InteractiveDraft {
  const payload = {
    kind,
    title: button.title,
    description: button.description ?? '',
    buttonText: button.buttonText,
    ...(kind === 'copy' ? { copyCode: button.copyText } : { phoneNumber: button.copyText }),
  }
  return {
    payload,
    text: lines(`*${button.title}*`, button.description, '', `${button.buttonText}: ${button.copyText}`),
    mediaType: 'interactiveMessage',
    dataJson: JSON.stringify(payload),
  }
}

/** A link button, with the image stored beforehand (its file goes to the provider, not the JSON). */
export function urlMessage(
  button: Static<typeof UrlMessageBodySchema>,
  image?: OutboundMedia,
): InteractiveDraft {
  const payload = {
    kind: 'url',
    title: button.title,
    description: button.description ?? '',
    buttonText: button.buttonText,
    url: button.copyText,
  }
  return {
    payload: image ? { ...payload, image } : payload,
    text: lines(`*${button.title}*`, button.description, '', `${button.buttonText}: ${button.copyText}`),
    mediaType: 'interactiveMessage',
    dataJson: JSON.stringify(payload),
  }
}
