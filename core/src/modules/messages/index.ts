/**
 * The messages module's public surface: what other modules may use. The rest of the folder is its own.
 */
export { sendStoredFile } from './inbox-send.ts'
export { copyStoredMedia } from './media-upload.ts'
export { sendMessage } from './send-message.ts'
export { type NumberMessageOutcome, sendToNumber } from './send-to-number.ts'
