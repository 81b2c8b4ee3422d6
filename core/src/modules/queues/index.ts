/**
 * The queues module's public surface: what composition and other modules may use. The rest of the
 * folder is its own.
 *
 * In load order, not by name: a module that reaches this one again while it loads (a loop,
 * docs/architecture.md) finds what it uses at load time (entities, schemas, constants) already
 * exported.
 */
export { ChatbotOption, ConnectionQueue, Queue, UserQueue } from './entities.ts'
export type { IChatbotOption, IQueue } from './entities.ts'
export type { QueueHooks } from './queue-hooks.ts'
export { chatbotRoutes } from './chatbot-routes.ts'
export { queueRoutes } from './routes.ts'
