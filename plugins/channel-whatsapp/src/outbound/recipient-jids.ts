import { AppError, type ChannelRecipient } from '@atendo/plugin-api'
import { jidDecode, jidNormalizedUser } from '../jids.ts'
import type { SessionLog } from '../session-log.ts'
import type { SessionOwner } from '../session-owner.ts'
import type { SessionSql } from '../session-sql.ts'
import type { WhatsAppSocketPort } from '../socket/socket-port.ts'
import { numberForms } from './number-forms.ts'
import { recipientJid } from './recipient-jid.ts'

/** How long WhatsApp's answer about a number is trusted before it is asked again. */
export const numberCheckTtlMs = 30 * 86_400_000

/** Where messages to a recipient go on WhatsApp. */
export interface RecipientJids {
  /**
   * The jid to write to: groups and jids (`@lid`) as they are; a phone number where WhatsApp says
   * its account is (asked once, then kept per company and number). ERR_WAPP_INVALID_CONTACT when
   * the number has no WhatsApp account, ERR_WAPP_CHECK_CONTACT when WhatsApp could not be asked.
   */
  of(owner: SessionOwner, socket: WhatsAppSocketPort, to: ChannelRecipient): Promise<string>
}

/** The jid WhatsApp answered for these forms of a number: the canonical form's when it has one. */
async function askWhatsApp(socket: WhatsAppSocketPort, forms: string[]): Promise<string> {
  let answers: Awaited<ReturnType<WhatsAppSocketPort['onWhatsApp']>>
  try {
    answers = await socket.onWhatsApp(...forms)
  } catch (error) {
    throw new AppError('ERR_WAPP_CHECK_CONTACT', {
      message: 'WhatsApp did not say whether the number has an account',
      cause: error,
    })
  }
  if (!answers)
    throw new AppError('ERR_WAPP_CHECK_CONTACT', { message: 'WhatsApp gave no answer about the number' })
  const accounts = answers.filter((answer) => answer.exists).map((answer) => jidNormalizedUser(answer.jid))
  const account = accounts.find((jid) => jidDecode(jid)?.user === forms[0]) ?? accounts[0]
  if (!account) throw new AppError('ERR_WAPP_INVALID_CONTACT', { message: 'The number is not on WhatsApp' })
  return account
}

/**
 * Resolves recipients to jids, asking WhatsApp about each phone number before the first message to
 * it (LESSONS.md, "Conversation identity": the Brazilian ninth digit), and keeping the answer in
 * whatsapp_number_jids so later messages, from any process, need no question.
 *
 * @example
 * const jid = await createRecipientJids(sql, log).of(owner, socket, { address: '5511987654321', isGroup: false })
 */
export function createRecipientJids(sql: SessionSql, log: SessionLog): RecipientJids {
  return {
    async of(owner, socket, to) {
      if (to.isGroup || to.address.includes('@')) return recipientJid(to)
      const number = to.address.replace(/\D/g, '')
      const [known] = await sql.rows<{ jid: string }>(
        'select jid from whatsapp_number_jids where company_id = ? and number = ? and checked_at > ?',
        [owner.companyId, number, new Date(Date.now() - numberCheckTtlMs)],
      )
      if (known) return known.jid
      const jid = await askWhatsApp(socket, numberForms(number))
      await sql
        .rows(
          `insert into whatsapp_number_jids (company_id, number, jid, checked_at) values (?, ?, ?, now())
           on conflict (company_id, number) do update set jid = excluded.jid, checked_at = excluded.checked_at`,
          [owner.companyId, number, jid],
        )
        .catch((error: unknown) => {
          // The answer still holds for this message; the next one asks again.
          log.warn({ err: error, connectionId: owner.connectionId }, 'whatsapp number check not kept')
        })
      return jid
    },
  }
}
