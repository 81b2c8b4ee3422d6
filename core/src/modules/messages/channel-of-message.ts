import type { ChannelRecipient } from '@atendo/plugin-api'
import type { ConnectionChannel } from '../../kernel/channels/channel-for.ts'
import type { Em } from '../../kernel/db/orm.ts'
import type { Kernel } from '../../kernel/kernel.ts'
import { Connection, channelFor } from '../connections/index.ts'
import { Contact, recipientOf } from '../contacts/index.ts'
import type { ITicket } from '../tickets/index.ts'
import type { IMessage } from './entities.ts'

/** A message already on the channel, with what is needed to change it there. */
export interface MessageOnChannel extends ConnectionChannel {
  recipient: ChannelRecipient
  externalId: string
}

/**
 * Where a sent message lives on its channel, or undefined when it never reached one (a private
 * note, or a message whose sending failed): such a message changes only here.
 */
export async function channelOfMessage(
  kernel: Kernel,
  em: Em,
  ticket: ITicket,
  message: IMessage,
): Promise<MessageOnChannel | undefined> {
  if (message.isPrivate || !message.externalId || !message.connectionId) return undefined
  const connection = await em.findOne(Connection, { id: message.connectionId })
  const contact = await em.findOne(Contact, { id: ticket.contactId })
  if (!connection || !contact) return undefined
  return {
    ...channelFor(kernel, connection),
    recipient: await recipientOf(em, contact, connection.channel),
    externalId: message.externalId,
  }
}
