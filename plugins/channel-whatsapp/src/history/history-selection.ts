import type { WAMessage } from 'baileys'
import { plainNumber } from '../inbound/mapped-content.ts'
import { isJidGroup } from '../jids.ts'
import { type ImportWindow, importsMessage } from './import-window.ts'

/** A message of a history sync the session takes in, and why. */
export interface HistoryPick {
  message: WAMessage
  /** Inside the connection's import window (else: a gap after a reconnection). */
  imported: boolean
  at: Date
}

/**
 * Which messages of a history sync to take in: those inside the connection's import window, and
 * those from the session's mark (the newest message handed over, less some slack for clock skew)
 * on, which a reconnection may have missed. Everything else is old history nobody asked for.
 */
export function pickHistory(
  messages: WAMessage[],
  rules: { window: ImportWindow | undefined; mark: Date | undefined; slackMs: number },
): HistoryPick[] {
  const gapFrom = rules.mark ? rules.mark.getTime() - rules.slackMs : undefined
  const picks: HistoryPick[] = []
  for (const message of messages) {
    const at = new Date((plainNumber(message.messageTimestamp) ?? 0) * 1000)
    const isGroup = isJidGroup(message.key.remoteJid ?? undefined) === true
    if (rules.window && importsMessage(rules.window, at, isGroup)) picks.push({ message, imported: true, at })
    else if (gapFrom !== undefined && at.getTime() >= gapFrom) picks.push({ message, imported: false, at })
  }
  return picks
}
