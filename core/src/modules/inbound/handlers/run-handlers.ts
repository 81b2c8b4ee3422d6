import { type InboundHandler, type InboundPhase, inboundHandlers } from '@atendo/plugin-api'
import type { FastifyBaseLogger } from 'fastify'
import { joinedTransaction } from '../../../kernel/db/joined-transaction.ts'
import type { Kernel } from '../../../kernel/kernel.ts'
import { coreInboundHandlers } from './core-handlers.ts'
import { handlerContext } from './handler-context.ts'
import { type MessagePipeline, MessageStoredAlready } from './message-pipeline.ts'

/**
 * Every inbound handler, core's and the plugins', by `order` (ties: core's first, then the
 * plugins' in the order they were provided).
 */
export function orderedHandlers(kernel: Kernel): InboundHandler[] {
  return [...coreInboundHandlers, ...kernel.extensions.get(inboundHandlers)]
    .map((handler, index) => ({ handler, index }))
    .sort((a, b) => a.handler.order - b.handler.order || a.index - b.index)
    .map(({ handler }) => handler)
}

const ofPhase = (handlers: InboundHandler[], phase: InboundPhase) =>
  handlers.filter((handler) => handler.phase === phase)

/**
 * The `in-transaction` handlers, in order, until one claims the message (or a core dialog takes
 * it). Only a customer's live message reaches them. A failure fails the event's transaction: it
 * is retried. On the event's last try the plugins' handlers are left out, so a failing plugin
 * never costs the message itself. A message stored already stops them: it was handled the first
 * time.
 */
export async function runHandlersInTransaction(pipeline: MessagePipeline, handlers: InboundHandler[]) {
  if (!pipeline.fromCustomer) return
  pipeline.pluginHandlers = handlers.some((handler) => !coreInboundHandlers.includes(handler))
  const lastTry = pipeline.context.finalAttempt
  for (const handler of ofPhase(handlers, 'in-transaction')) {
    if (lastTry && !coreInboundHandlers.includes(handler)) continue
    try {
      // Core's services the handler calls join the message's transaction (joined-transaction.ts).
      const context = handlerContext(pipeline, handler, 'in-transaction')
      await joinedTransaction(pipeline.context.tx, () => handler.handle(context))
    } catch (error) {
      if (error instanceof MessageStoredAlready) return
      throw error
    }
    if (pipeline.settled) return
  }
}

/**
 * The `after-commit` handlers, in order, unless a handler in the transaction claimed the
 * message, until one claims it. A failing one is logged and the next runs: the message is
 * stored, and running the others again would repeat what they did.
 */
export async function runHandlersAfterCommit(
  pipeline: MessagePipeline,
  handlers: InboundHandler[],
  log: FastifyBaseLogger,
): Promise<void> {
  if (!pipeline.fromCustomer || pipeline.settled || !pipeline.placed) return
  for (const handler of ofPhase(handlers, 'after-commit')) {
    try {
      await handler.handle(handlerContext(pipeline, handler, 'after-commit'))
    } catch (error) {
      log.error(
        { err: error, handler: handler.id, messageId: pipeline.placed.stored.id },
        'inbound handler failed',
      )
    }
    if (pipeline.settled) return
  }
}
