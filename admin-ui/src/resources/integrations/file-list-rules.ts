/** Largest file of an option: the server's limit (plugins/integrations upload-routes.ts). */
export const FILE_OPTION_MAX_BYTES = 20 * 1024 * 1024

/** What a list may send: images, audio, video and documents (the server checks the content again). */
export const acceptedFileTypes = [
  'image/*',
  'audio/*',
  'video/*',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/zip',
  'text/plain',
]

/** A file chosen for an option, or the one it has. */
export interface OptionValues {
  id?: number
  name?: string
  file?: { rawFile?: File; title?: string } | null
  fileName?: string | null
}

export interface FileListValues {
  name?: string
  message?: string
  options?: OptionValues[]
}

/** Whether the browser says this is a type the list may send. */
export function acceptedFile(file: Pick<File, 'type'>): boolean {
  return acceptedFileTypes.some((pattern) =>
    pattern.endsWith('/*') ? file.type.startsWith(pattern.slice(0, -1)) : file.type === pattern,
  )
}

/**
 * The rules of administration.md §5 "File list", as translation keys by field: name at least 3
 * (nome muito curto), message required (Obrigatório); each option a name, and a chosen file no
 * larger than 20 MB of an accepted type.
 */
export function fileListErrors(values: FileListValues): Record<string, unknown> {
  const errors: Record<string, unknown> = {}
  const name = (values.name ?? '').trim()
  if (!name) errors.name = 'atendo.required'
  else if (name.length < 3) errors.name = 'atendo.integrations.file_short_name'
  else if (name.length > 100) errors.name = 'atendo.too_long'
  if (!(values.message ?? '').trim()) errors.message = 'atendo.required'
  const optionErrors = (values.options ?? []).map((option) => {
    const found: Record<string, string> = {}
    if (!(option?.name ?? '').trim()) found.name = 'atendo.required'
    const file = option?.file?.rawFile
    if (file && file.size > FILE_OPTION_MAX_BYTES) found.file = 'atendo.integrations.file_too_large'
    else if (file && !acceptedFile(file)) found.file = 'atendo.integrations.file_type'
    return found
  })
  if (optionErrors.some((found) => Object.keys(found).length > 0)) errors.options = optionErrors
  return errors
}

/** The list as the API saves it: name, message and the options' names (an existing one keeps its id). */
export function fileListPayload(values: FileListValues) {
  return {
    name: (values.name ?? '').trim(),
    message: values.message ?? '',
    options: (values.options ?? []).map((option) => ({
      ...(option.id ? { id: option.id } : {}),
      name: (option.name ?? '').trim(),
    })),
  }
}

/**
 * The multipart body of POST /files/uploadList/{fileId} (§7): per option with a newly chosen file,
 * the `files` part then that option's `id`. The saved list's options are in the dialog's order.
 * Undefined when no option has a new file.
 */
export function uploadBody(
  values: FileListValues,
  saved: { options: { id: number }[] },
): FormData | undefined {
  const body = new FormData()
  let count = 0
  for (const [index, option] of (values.options ?? []).entries()) {
    const file = option?.file?.rawFile
    const savedOption = saved.options[index]
    if (!(file instanceof Blob) || !savedOption) continue
    body.append('typeArch', 'fileList')
    body.append('files', file, file.name)
    body.append('id', String(savedOption.id))
    body.append('mediaType', file.type)
    body.append('name', option.name ?? '')
    count++
  }
  return count > 0 ? body : undefined
}
