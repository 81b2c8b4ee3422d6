import type { Caller } from '@atendo/plugin-api'
import { AppError } from '@atendo/plugin-api'
import type { Em } from '../../kernel/db/orm.ts'
import { type IQuickMessage, QuickMessage } from './entities.ts'

/**
 * Who sees and who changes a quick message (administration.md §5, §6): its owner always; everyone
 * when it is general (geral); others only read it when it is visible (visao) but not general; a
 * private one is the owner's alone. Admins follow the same rules: a private reply stays private.
 */

const isOwner = (message: IQuickMessage, caller: Caller) => message.userId === caller.userId

const canSee = (message: IQuickMessage, caller: Caller) =>
  isOwner(message, caller) || message.geral || message.visao

/** The filter of the messages a caller sees. */
export const visibleTo = (caller: Caller) => ({
  $or: [{ userId: caller.userId }, { geral: true }, { visao: true }],
})

/** A quick message the caller sees, or 404 (another company's, or another user's private one). */
export async function findVisibleQuickMessage(em: Em, caller: Caller, id: number): Promise<IQuickMessage> {
  const message = await em.findOne(QuickMessage, { id })
  if (!message || !canSee(message, caller))
    throw new AppError('ERR_NOT_FOUND', { message: 'Quick message not found' })
  return message
}

/** A quick message the caller may change: 403 ERR_NO_PERMISSION on another user's visible, non-general one. */
export async function findEditableQuickMessage(em: Em, caller: Caller, id: number): Promise<IQuickMessage> {
  const message = await findVisibleQuickMessage(em, caller, id)
  if (!isOwner(message, caller) && !message.geral) {
    throw new AppError('ERR_NO_PERMISSION', { message: 'Only its owner may change this quick message' })
  }
  return message
}
