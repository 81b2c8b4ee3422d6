import type { ContentMapper } from '../mapped-content.ts'

/**
 * Replies to interactive messages are text to the attendant (what the contact tapped) and data for
 * chatbots (the id of the option): `data.reply = { kind, id, title }`.
 */

/** A row picked from a list: `listResponseMessage`. */
export const mapListReply: ContentMapper = (content) => {
  const reply = content.listResponseMessage
  if (!reply) return undefined
  const title = reply.title ?? ''
  return {
    body: title,
    mediaType: 'conversation',
    data: {
      reply: {
        kind: 'list',
        id: reply.singleSelectReply?.selectedRowId ?? '',
        title,
        description: reply.description ?? undefined,
      },
    },
  }
}

/** A tapped button: `buttonsResponseMessage`. */
export const mapButtonReply: ContentMapper = (content) => {
  const reply = content.buttonsResponseMessage
  if (!reply) return undefined
  const title = reply.selectedDisplayText ?? ''
  return {
    body: title,
    mediaType: 'conversation',
    data: { reply: { kind: 'button', id: reply.selectedButtonId ?? '', title } },
  }
}

/** A tapped template button: `templateButtonReplyMessage`. */
export const mapTemplateButtonReply: ContentMapper = (content) => {
  const reply = content.templateButtonReplyMessage
  if (!reply) return undefined
  const title = reply.selectedDisplayText ?? ''
  return {
    body: title,
    mediaType: 'conversation',
    data: { reply: { kind: 'button', id: reply.selectedId ?? '', title } },
  }
}

/** A native-flow answer (new-style buttons and lists): `interactiveResponseMessage`. */
export const mapInteractiveReply: ContentMapper = (content) => {
  const reply = content.interactiveResponseMessage
  if (!reply) return undefined
  const flow = reply.nativeFlowResponseMessage
  let id = ''
  if (flow?.paramsJson) {
    try {
      const params = JSON.parse(flow.paramsJson) as { id?: unknown }
      if (typeof params.id === 'string') id = params.id
    } catch {
      // Not JSON: the reply still carries its text.
    }
  }
  const title = reply.body?.text ?? ''
  return {
    body: title,
    mediaType: 'conversation',
    data: { reply: { kind: 'interactive', id, title, flow: flow?.name ?? undefined } },
  }
}
