import { proto } from 'baileys'

export type ContractAck = 0 | 1 | 2 | 3 | 4 | 5

const Status = proto.WebMessageInfo.Status

/**
 * Baileys' message status (ERROR 0, PENDING 1, SERVER_ACK 2, DELIVERY_ACK 3, READ 4, PLAYED 5) on
 * the inbox's ack scale (inbox.md: 0 pending, 1 sent, 2 delivered, 3 and 4 read, audio showing a
 * played style, 5 done): PENDING 0, SERVER_ACK 1, DELIVERY_ACK 2, READ 3, PLAYED 4 (the contact
 * played the voice note or video, the read that the inbox shows as played).
 *
 * 5 ("done") has no WhatsApp status behind it: WhatsApp's receipts end at played, so this channel
 * never reports it (the API channel's integrators may). ERROR is no progress either (undefined
 * here, the stored ack stays where it was): it is a failed send, see `isSendFailure`.
 */
export function contractAck(status: number | null | undefined): ContractAck | undefined {
  switch (status) {
    case Status.PENDING:
      return 0
    case Status.SERVER_ACK:
      return 1
    case Status.DELIVERY_ACK:
      return 2
    case Status.READ:
      return 3
    case Status.PLAYED:
      return 4
    default:
      return undefined
  }
}

/** WhatsApp gave up on one of our messages (status ERROR): the inbox shows it as not sent. */
export function isSendFailure(status: number | null | undefined): boolean {
  return status === Status.ERROR
}
