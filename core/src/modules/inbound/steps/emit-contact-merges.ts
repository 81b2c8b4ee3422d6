import type { Kernel } from '../../../kernel/kernel.ts'
import { emitContactMerge } from '../../tickets/index.ts'
import type { Conversation } from './resolve-conversation.ts'

/**
 * After the commit: the inbox hears about contacts the message merged into one (the person, or a
 * group's member), before it hears about the message itself.
 */
export async function emitContactMerges(kernel: Kernel, conversation: Conversation): Promise<void> {
  for (const contact of [conversation.contact, conversation.sender]) {
    if (contact?.merge) await emitContactMerge(kernel, contact.merge)
  }
}
