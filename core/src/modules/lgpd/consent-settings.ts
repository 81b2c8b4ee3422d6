import type { Em } from '../../kernel/db/orm.ts'
import { readConnectionOptions } from '../connections/index.ts'
import { isEnabled, readTicketOptions } from '../settings/index.ts'
/**
 * What the consent dialog follows (docs/lgpd.md): the company options of administration.md §3
 * and the WhatsApp connection's LGPD fields, the connection's text and link taking precedence.
 */
export interface ConsentSettings {
  /** The company option `enableLGPD`. */
  enabled: boolean
  /** The connection's `lgpdMessage`, else the company's; null when neither wrote one. */
  message: string | null
  /** The connection's `lgpdLink`, else the company's; null when neither set one. */
  link: string | null
  /** The connection's `lgpdObfuscate`: a refusing contact's messages are hidden. */
  obfuscate: boolean
  /**
   * The connection's `lgpdAlwaysAsk` or the company's `lgpdConsent` ("always ask for consent"):
   * every new ticket asks, even contacts who consented before.
   */
  alwaysAsk: boolean
}

const filled = (text: string | null | undefined) => (text?.trim() ? text.trim() : null)

/**
 * The consent settings of one company's connection, read in two statements that both name the
 * company, so another company's options never apply. Runs with any EntityManager (the inbound
 * pipeline's is the platform's).
 */
export async function readConsentSettings(
  em: Em,
  companyId: number,
  connectionId: number,
): Promise<ConsentSettings> {
  const company = await readTicketOptions(em, companyId, [
    'enableLGPD',
    'lgpdConsent',
    'lgpdMessage',
    'lgpdLink',
  ])
  const [row] = await em.execute<{ options: Record<string, unknown> | null }[]>(
    'select options from connections where id = ? and company_id = ?',
    [connectionId, companyId],
  )
  const connection = readConnectionOptions(row?.options ?? {})
  return {
    enabled: isEnabled(company.enableLGPD),
    message: filled(connection.lgpdMessage) ?? filled(company.lgpdMessage),
    link: filled(connection.lgpdLink) ?? filled(company.lgpdLink),
    obfuscate: connection.lgpdObfuscate === true,
    alwaysAsk: connection.lgpdAlwaysAsk === true || isEnabled(company.lgpdConsent),
  }
}
