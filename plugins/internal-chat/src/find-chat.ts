import { AppError, type Caller, type Em } from '@atendo/plugin-api'
import { Chat, ChatMember, type IChat } from './entities.ts'

const uuidShape = /^[0-9a-f]{8}-/i

/**
 * A chat of the caller's company that the caller takes part in, by id or uuid. Another company's
 * chat, a chat the caller is not in, and an id past PostgreSQL's integers all answer
 * ERR_NOT_FOUND alike, so nothing tells them apart.
 */
export async function findMemberChat(em: Em, ref: string, caller: Caller): Promise<IChat> {
  const byUuid = uuidShape.test(ref)
  const id = byUuid ? undefined : Number(ref)
  if (id !== undefined && id > 2147483647) throw new AppError('ERR_NOT_FOUND')
  const chat = await em.findOne(Chat, byUuid ? { uuid: ref.toLowerCase() } : { id })
  if (!chat) throw new AppError('ERR_NOT_FOUND')
  const membership = await em.count(ChatMember, { chatId: chat.id, userId: caller.userId })
  if (membership === 0) throw new AppError('ERR_NOT_FOUND')
  return chat
}

/** As `findMemberChat`, for changes only the chat's owner may make (others: ERR_NO_PERMISSION). */
export async function findOwnedChat(em: Em, ref: string, caller: Caller): Promise<IChat> {
  const chat = await findMemberChat(em, ref, caller)
  if (chat.ownerId !== caller.userId) throw new AppError('ERR_NO_PERMISSION')
  return chat
}
