import { AppError, type Em } from '@atendo/plugin-api'
import type { FileListBody } from './schemas.ts'

/**
 * Makes the list's options what the dialog sent: options with an id are renamed and reordered,
 * new ones added, the others removed. Answers the stored files of removed options, to delete once
 * the change committed (deleting them earlier would lose them if the transaction rolled back).
 */
export async function saveOptions(
  tx: Em,
  companyId: number,
  fileListId: number,
  options: NonNullable<FileListBody['options']>,
): Promise<string[]> {
  const kept = options.flatMap((option) => (option.id ? [option.id] : []))
  const existing = await tx.execute<{ id: number; path: string | null }[]>(
    'select id, path from integrations_file_list_options where company_id = ? and file_list_id = ?',
    [companyId, fileListId],
  )
  const known = new Set(existing.map((option) => option.id))
  const foreign = kept.find((id) => !known.has(id))
  if (foreign)
    throw new AppError('ERR_VALIDATION', {
      fields: [{ field: 'options', message: `option ${foreign} is not an option of this list` }],
    })
  const removed = existing.filter((option) => !kept.includes(option.id))
  if (removed.length > 0)
    await tx.execute(
      `delete from integrations_file_list_options where company_id = ? and id in (${removed.map(() => '?').join(', ')})`,
      [companyId, ...removed.map((option) => option.id)],
    )
  for (const [position, option] of options.entries()) {
    if (option.id)
      await tx.execute(
        'update integrations_file_list_options set name = ?, position = ?, updated_at = now() where company_id = ? and id = ?',
        [option.name.trim(), position, companyId, option.id],
      )
    else
      await tx.execute(
        'insert into integrations_file_list_options (company_id, file_list_id, name, position) values (?, ?, ?, ?)',
        [companyId, fileListId, option.name.trim(), position],
      )
  }
  return removed.flatMap((option) => (option.path ? [option.path] : []))
}
