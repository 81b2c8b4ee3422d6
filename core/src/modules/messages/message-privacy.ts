import type { Caller } from '@atendo/plugin-api'
import type { Em } from '../../kernel/db/orm.ts'
import { masksNumbersFor, visibleNumber } from '../contacts/index.ts'
import type { MessageView } from './message-view.ts'

/** The view with its contact's number masked (LGPD, inbox.md §6); a group's id stays readable. */
export function maskMessageView(view: MessageView, isGroup: boolean): MessageView {
  if (!view.contact?.number) return view
  const number = visibleNumber({ number: view.contact.number, isGroup }, true)
  return number === view.contact.number ? view : { ...view, contact: { ...view.contact, number } }
}

/** Message views of one ticket as this caller may read them. */
export async function messageViewsFor(
  em: Em,
  caller: Caller,
  ticket: { isGroup: boolean },
  views: MessageView[],
): Promise<MessageView[]> {
  if (!(await masksNumbersFor(em, caller))) return views
  return views.map((view) => maskMessageView(view, ticket.isGroup))
}
