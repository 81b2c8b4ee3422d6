import type { Em } from '../../kernel/db/orm.ts'
import { isEnabled, readTicketOptions } from '../settings/index.ts'
/**
 * Whether a contact takes voice messages (docs/contacts.md): the contact's `acceptAudioMessage`,
 * which a new contact gets from the company option `acceptAudioMessageContact` and the contact
 * drawer switches afterwards.
 */

/** What a contact who does not accept audio is told, once per audio they send. */
export const audioNotAcceptedReply =
  'Infelizmente não conseguimos ouvir áudios por este canal. Por favor, envie sua mensagem por texto.'

/**
 * The `acceptAudioMessage` a contact created now starts with: the company option
 * `acceptAudioMessageContact` is enabled (its default). Contacts that exist are never changed by it.
 */
export async function newContactsAcceptAudio(em: Em, companyId: number): Promise<boolean> {
  const { acceptAudioMessageContact } = await readTicketOptions(em, companyId, ['acceptAudioMessageContact'])
  return isEnabled(acceptAudioMessageContact)
}

/** Whether the contact takes audio; true for a contact that is gone (nobody to refuse). */
export async function contactAcceptsAudio(em: Em, companyId: number, contactId: number): Promise<boolean> {
  const [row] = await em.execute<{ accept_audio_message: boolean }[]>(
    'select accept_audio_message from contacts where id = ? and company_id = ?',
    [contactId, companyId],
  )
  return row?.accept_audio_message ?? true
}
