import { createElement, type ReactNode } from 'react'

/** WhatsApp's inline markers and the element each one makes. */
const markers: Record<string, 'strong' | 'em' | 's'> = { '*': 'strong', _: 'em', '~': 's' }

// A marker opens after a space, punctuation or the start, and closes before one or the end.
const boundary = /[\s.,;:!?()[\]{}"'«»“”\-*_~]/
const space = /\s/

function opensAt(text: string, at: number): boolean {
  const next = text[at + 1]
  return (
    (at === 0 || boundary.test(text[at - 1]!)) && next !== undefined && !space.test(next) && next !== text[at]
  )
}

/** Where the marker opened at `at` closes on the same line, or -1. */
function closingOf(text: string, at: number): number {
  const marker = text[at]
  for (let index = at + 2; index < text.length && text[index] !== '\n'; index++) {
    if (
      text[index] === marker &&
      !space.test(text[index - 1]!) &&
      (index + 1 === text.length || boundary.test(text[index + 1]!))
    )
      return index
  }
  return -1
}

function inline(text: string, key: string): ReactNode[] {
  const nodes: ReactNode[] = []
  let plain = ''
  let at = 0
  while (at < text.length) {
    const tag = markers[text[at]!]
    const end = tag && opensAt(text, at) ? closingOf(text, at) : -1
    if (tag && end > 0) {
      if (plain) nodes.push(plain)
      plain = ''
      const childKey = `${key}.${nodes.length}`
      nodes.push(createElement(tag, { key: childKey }, ...inline(text.slice(at + 1, end), childKey)))
      at = end + 1
    } else {
      plain += text[at]
      at += 1
    }
  }
  if (plain) nodes.push(plain)
  return nodes
}

/**
 * A message text with WhatsApp's formatting: *bold*, _italic_, ~strikethrough~ and ```monospace```
 * (which keeps its contents as typed). Built from React elements and plain strings, never HTML, so a
 * contact's text cannot inject markup.
 */
export function formatWhatsApp(text: string): ReactNode[] {
  return text.split(/```([\s\S]+?)```/).flatMap((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in the text's order
      <code key={`m${index}`} className="mono">
        {part}
      </code>
    ) : (
      inline(part, `t${index}`)
    ),
  )
}

/** A text of the conversation, formatted (line breaks kept by the bubble's style). */
export function FormattedText({ text, className = 'bubble-text' }: { text: string; className?: string }) {
  return <div className={className}>{formatWhatsApp(text)}</div>
}
