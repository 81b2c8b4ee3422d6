/** A ticket's data read outside the live ticket list: its whole conversation, for the export. */
export const ticketKeys = {
  wholeConversation: (uuid: string) => ['tickets', uuid, 'whole-conversation'] as const,
}
