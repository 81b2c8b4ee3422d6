import { AppError, type Em, type StorageApi } from '@atendo/plugin-api'

export interface FileListRow {
  id: number
  company_id: number
  name: string
  message: string
  user_id: number | null
  created_at: Date
  updated_at: Date
}

export interface FileOptionRow {
  id: number
  file_list_id: number
  name: string
  path: string | null
  file_name: string | null
  media_type: string | null
}

export const fileListColumns = 'id, company_id, name, message, user_id, created_at, updated_at'

/** The options of these lists, in the order the dialog saved them. */
export async function optionsOf(em: Em, companyId: number, listIds: number[]): Promise<FileOptionRow[]> {
  if (listIds.length === 0) return []
  return em.execute<FileOptionRow[]>(
    `select id, file_list_id, name, path, file_name, media_type from integrations_file_list_options
      where company_id = ? and file_list_id in (${listIds.map(() => '?').join(', ')}) order by position, id`,
    [companyId, ...listIds],
  )
}

export function fileListView(row: FileListRow, options: FileOptionRow[], storage: StorageApi) {
  return {
    id: row.id,
    name: row.name,
    message: row.message,
    userId: row.user_id,
    companyId: row.company_id,
    options: options
      .filter((option) => option.file_list_id === row.id)
      .map((option) => ({
        id: option.id,
        name: option.name,
        path: option.path,
        fileName: option.file_name,
        mediaType: option.media_type,
        url: option.path ? storage.url(option.path) : null,
      })),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  }
}

/** One list of the company with its options, or undefined (another company's id too). */
export async function findFileListRow(em: Em, companyId: number, id: number) {
  const [row] = await em.execute<FileListRow[]>(
    `select ${fileListColumns} from integrations_file_lists where company_id = ? and id = ?`,
    [companyId, id],
  )
  if (!row) return undefined
  return { row, options: await optionsOf(em, companyId, [id]) }
}

/** One list of the company as answered, or ERR_NOT_FOUND. */
export async function findFileList(em: Em, companyId: number, id: number, storage: StorageApi) {
  const found = await findFileListRow(em, companyId, id)
  if (!found) throw new AppError('ERR_NOT_FOUND', { message: 'File list not found' })
  return fileListView(found.row, found.options, storage)
}
