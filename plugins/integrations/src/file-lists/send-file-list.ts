import type { DbApi, MessagesApi } from '@atendo/plugin-api'
import { findFileListRow } from './file-list-records.ts'

/**
 * Sends a file list on a ticket (a queue's `fileListId`, a chatbot option of type `file`): its
 * message, then each of its files in the dialog's order with the option's name as the caption,
 * through the channel contract (each message keeps its own copy of the file). Options without an
 * uploaded file are skipped. False when the list is not the company's (deleted since).
 */
export async function sendFileList(
  deps: { db: DbApi; messages: MessagesApi },
  companyId: number,
  ticketId: number,
  fileListId: number,
): Promise<boolean> {
  const found = await findFileListRow(deps.db.forCompany(companyId), companyId, fileListId)
  if (!found) return false
  const message = found.row.message.trim()
  if (message) await deps.messages.send(companyId, ticketId, { text: message })
  for (const option of found.options) {
    if (!option.path) continue
    await deps.messages.send(companyId, ticketId, {
      text: option.name,
      media: {
        key: option.path,
        fileName: option.file_name ?? option.name,
        mimeType: option.media_type ?? 'application/octet-stream',
      },
    })
  }
  return true
}
