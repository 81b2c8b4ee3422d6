/**
 * The messages module's public surface: what composition and other modules may use. The rest of the
 * folder is its own.
 *
 * In load order, not by name: a module that reaches this one again while it loads (a loop,
 * docs/architecture.md) finds what it uses at load time (entities, schemas, constants) already
 * exported.
 */
export { Message, MessageTranscription } from './entities.ts'
export type { IMessage } from './entities.ts'
export { mediaTypeOf } from './media-type.ts'
export { messagesMigrations } from './migrations/index.ts'
export { copyStoredMedia } from './media-upload.ts'
export { transcriptionAudioOf } from './transcription-audio.ts'
export { transcriptionRoutes } from './transcription-routes.ts'
export { emitMessage, emitMessageView } from './message-events.ts'
export { type MessageRelated, messageViewsOf } from './message-view.ts'
export { sendTextMessage } from './send-message.ts'
export { sendStoredFile } from './inbox-send.ts'
export { interactiveMessageRoutes } from './interactive-routes.ts'
export type { InteractiveDraft } from './interactive-messages.ts'
export { sendInteractive, ticketChannelIsInteractive } from './send-interactive.ts'
export { messageRoutes } from './routes.ts'
export { sendMessage } from './send-message.ts'
export { type NumberMessageOutcome, sendToNumber } from './send-to-number.ts'
