import { proto } from 'baileys'

export type ContractAck = 0 | 1 | 2 | 3 | 4 | 5

const Status = proto.WebMessageInfo.Status

/**
 * Baileys' message status (ERROR 0, PENDING 1, SERVER_ACK 2, DELIVERY_ACK 3, READ 4, PLAYED 5) as
 * the inbox's ack (inbox.md: 0 pending, 1 sent, 2 delivered, 3 read, 4 played). An error is no
 * progress: undefined, so the stored ack stays where it was.
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
