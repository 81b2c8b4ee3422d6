import type { Bubble } from './turn-outcome.ts'

interface RichText {
  text?: string
  children?: RichText[]
  type?: string
}

/** Typebot's answer to startChat / continueChat, as far as we read it. */
export interface TypebotAnswer {
  sessionId?: string
  messages?: {
    type: string
    content?: { richText?: RichText[]; markdown?: string; url?: string; plainText?: string }
  }[]
  input?: { type: string; items?: { id?: string; content?: string }[] }
}

/** A rich-text node's text: its leaves joined. */
const leaves = (node: RichText): string => node.text ?? (node.children ?? []).map(leaves).join('')

/** A text bubble's rich text: each top-level block (a paragraph) on its own line. */
const plain = (blocks: RichText[] | undefined): string => (blocks ?? []).map(leaves).join('\n')

/**
 * The bubbles of a Typebot answer in order: text, image, audio and video bubbles, then the
 * input's choices as a numbered list (any channel can show it; the number or the text answers it).
 */
export function typebotBubbles(answer: TypebotAnswer): { bubbles: Bubble[]; choices?: string[] } {
  const bubbles: Bubble[] = []
  for (const message of answer.messages ?? []) {
    if (message.type === 'text') {
      const text = message.content?.markdown ?? plain(message.content?.richText)
      if (text.trim()) bubbles.push({ kind: 'text', text })
    } else if (['image', 'audio', 'video'].includes(message.type) && message.content?.url) {
      bubbles.push({ kind: 'media', url: message.content.url })
    }
  }
  if (answer.input?.type === 'choice input' && answer.input.items?.length) {
    const choices = answer.input.items.map((item) => item.content ?? '').filter((text) => text !== '')
    bubbles.push({
      kind: 'text',
      text: choices.map((choice, index) => `${index + 1} - ${choice}`).join('\n'),
    })
    return { bubbles, choices }
  }
  return { bubbles }
}

/** The choice a customer's text names (its number or its text), or undefined. */
export function pickChoice(choices: string[], text: string): string | undefined {
  const answer = text.trim()
  const byNumber = /^\d+$/.test(answer) ? choices[Number(answer) - 1] : undefined
  return byNumber ?? choices.find((choice) => choice.toLowerCase() === answer.toLowerCase())
}
