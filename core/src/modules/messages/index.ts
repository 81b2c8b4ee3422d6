/**
 * The messages module's public surface: what other modules may use. The rest of the folder is its own.
 */
export { type IMessage, Message } from './entities.ts'
export { copyStoredMedia } from './media-upload.ts'
export { sendMessage } from './send-message.ts'
