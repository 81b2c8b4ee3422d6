import { AppError } from '@atendo/plugin-api'
import type { Em } from '../../kernel/db/orm.ts'
import { ChatbotOption, type IChatbotOption, Queue } from './entities.ts'
import type { QueueHooks } from './queue-hooks.ts'
import { type ChatbotOptionInput, type ChatbotOptionView, MAX_CHATBOT_DEPTH } from './schemas.ts'

/**
 * A queue's chatbot menu is stored flat in chatbot_options: every option carries the queue it
 * belongs to (one query loads a whole menu, and deleting the queue removes it) and its parent
 * option (`parentId`, null at the top).
 */

function optionView(option: IChatbotOption, children: ChatbotOptionView[]): ChatbotOptionView {
  return {
    id: option.id,
    queueId: option.queueId ?? null,
    parentId: option.parentId ?? null,
    name: option.name,
    greetingMessage: option.greetingMessage ?? null,
    queueType: option.queueType,
    closeTicket: option.closeTicket,
    optQueueId: option.optQueueId ?? null,
    optUserId: option.optUserId ?? null,
    optIntegrationId: option.optIntegrationId ?? null,
    optFileId: option.optFileId ?? null,
    position: option.position,
    options: children,
  }
}

function buildTree(options: IChatbotOption[], parentId: number | null): ChatbotOptionView[] {
  return options
    .filter((option) => (option.parentId ?? null) === parentId)
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map((option) => optionView(option, buildTree(options, option.id)))
}

/** The menus of some queues, keyed by queue id. `em` must be scoped to their company. */
export async function loadChatbotMenus(
  em: Em,
  queueIds: number[],
): Promise<Map<number, ChatbotOptionView[]>> {
  const options = queueIds.length > 0 ? await em.find(ChatbotOption, { queueId: { $in: queueIds } }) : []
  return new Map(
    queueIds.map((queueId) => [
      queueId,
      buildTree(
        options.filter((option) => option.queueId === queueId),
        null,
      ),
    ]),
  )
}

/** One option with its sub-options; ERR_NOT_FOUND when the caller's company has no such option. */
export async function loadChatbotOption(em: Em, id: number): Promise<ChatbotOptionView> {
  const option = await findChatbotOption(em, id)
  const siblings = await em.find(ChatbotOption, { queueId: option.queueId })
  return optionView(option, buildTree(siblings, option.id))
}

export async function findChatbotOption(em: Em, id: number): Promise<IChatbotOption> {
  const option = await em.findOne(ChatbotOption, { id })
  if (!option) throw new AppError('ERR_NOT_FOUND', { message: 'Chatbot option not found' })
  return option
}

/** How many levels an option's parent chain has above it (a top option has 0). */
export async function levelsAbove(em: Em, option: Pick<IChatbotOption, 'parentId'>): Promise<number> {
  let levels = 0
  let parentId = option.parentId ?? null
  while (parentId !== null) {
    levels += 1
    const parent = await em.findOne(ChatbotOption, { id: parentId }, { fields: ['parentId'] })
    parentId = parent?.parentId ?? null
  }
  return levels
}

/** Levels in a submitted option tree (an option without sub-options is 1). */
export function depthOf(options: readonly ChatbotOptionInput[] | undefined): number {
  if (!options || options.length === 0) return 0
  return 1 + Math.max(...options.map((option) => depthOf(option.options)))
}

export function assertDepth(levels: number): void {
  if (levels > MAX_CHATBOT_DEPTH) {
    throw new AppError('ERR_VALIDATION', {
      message: `A chatbot menu may have at most ${MAX_CHATBOT_DEPTH} levels`,
      fields: [{ field: 'options', message: `must not nest deeper than ${MAX_CHATBOT_DEPTH} levels` }],
    })
  }
}

function* walk(options: readonly ChatbotOptionInput[] | undefined): Generator<ChatbotOptionInput> {
  for (const option of options ?? []) {
    yield option
    yield* walk(option.options)
  }
}

/**
 * Options may send a ticket to a queue or a user: both must be the caller's company's.
 * `em` must be scoped to that company, so another company's ids are simply not found.
 */
export async function assertReferencesExist(
  em: Em,
  options: readonly ChatbotOptionInput[],
  hooks: QueueHooks,
): Promise<void> {
  const all = [...walk(options)]
  const queueIds = [...new Set(all.flatMap((option) => (option.optQueueId ? [option.optQueueId] : [])))]
  const userIds = [...new Set(all.flatMap((option) => (option.optUserId ? [option.optUserId] : [])))]
  if (queueIds.length > 0 && (await em.count(Queue, { id: { $in: queueIds } })) !== queueIds.length) {
    throw new AppError('ERR_NOT_FOUND', {
      message: 'The queue an option sends to does not exist',
      fields: [{ field: 'optQueueId', message: 'is not a queue of this company' }],
    })
  }
  if (userIds.length > 0 && (await hooks.countUsers(em, userIds)) !== userIds.length) {
    throw new AppError('ERR_NO_USER_FOUND', {
      message: 'The user an option sends to does not exist',
      fields: [{ field: 'optUserId', message: 'is not a user of this company' }],
    })
  }
}

function applyFields(option: IChatbotOption, input: ChatbotOptionInput): void {
  option.name = input.name.trim()
  if (input.greetingMessage !== undefined) option.greetingMessage = input.greetingMessage
  if (input.queueType !== undefined) option.queueType = input.queueType
  if (input.closeTicket !== undefined) option.closeTicket = input.closeTicket
  if (input.optQueueId !== undefined) option.optQueueId = input.optQueueId
  if (input.optUserId !== undefined) option.optUserId = input.optUserId
  if (input.optIntegrationId !== undefined) option.optIntegrationId = input.optIntegrationId
  if (input.optFileId !== undefined) option.optFileId = input.optFileId
}

/**
 * Makes the options under `parentId` (null: the queue's top menu) exactly `inputs`: options with
 * an `id` of this queue are updated (and may move), options without one are created, and the
 * existing ones left out are deleted with their sub-options. Run it inside a transaction.
 */
export async function replaceChatbotOptions(
  tx: Em,
  target: { companyId: number; queueId: number; parentId: number | null },
  inputs: readonly ChatbotOptionInput[],
): Promise<void> {
  const existing = await tx.find(ChatbotOption, { queueId: target.queueId })
  const byId = new Map(existing.map((option) => [option.id, option]))
  const inScope = new Set(existingUnder(existing, target.parentId))
  const kept = new Set<number>()

  const save = async (options: readonly ChatbotOptionInput[], parentId: number | null) => {
    for (const [position, input] of options.entries()) {
      let option: IChatbotOption
      if (input.id !== undefined) {
        const found = byId.get(input.id)
        if (!found || !inScope.has(found.id) || kept.has(found.id)) {
          throw new AppError('ERR_NOT_FOUND', {
            message: `Chatbot option ${input.id} is not part of this menu`,
            fields: [{ field: 'id', message: 'is not an option of this menu' }],
          })
        }
        option = found
      } else {
        option = tx.create(ChatbotOption, {
          companyId: target.companyId,
          queueId: target.queueId,
          name: input.name.trim(),
        })
      }
      applyFields(option, input)
      option.parentId = parentId
      option.position = position
      // Sub-options need this option's id.
      await tx.flush()
      kept.add(option.id)
      await save(input.options ?? [], option.id)
    }
  }
  await save(inputs, target.parentId)

  const removed = [...inScope].filter((id) => !kept.has(id))
  if (removed.length > 0) await tx.nativeDelete(ChatbotOption, { id: { $in: removed } })
}

/** Ids of every option below `parentId` (the whole menu when null). */
function existingUnder(options: IChatbotOption[], parentId: number | null): number[] {
  const children = options.filter((option) => (option.parentId ?? null) === parentId)
  return children.flatMap((child) => [child.id, ...existingUnder(options, child.id)])
}
