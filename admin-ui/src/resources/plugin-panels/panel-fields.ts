import type { PanelField, PanelUpload } from '../../api/data-provider.ts'
import type { AttachmentRules } from '../attachments/attachment-rules.ts'

/** The file names a MIME type goes by, for the refusal message (image/jpeg: jpg, jpeg). */
const namesOf = (type: string) => {
  const subtype = type.split('/')[1] ?? type
  return subtype === 'jpeg' ? ['jpg', 'jpeg'] : [subtype.replace(/^x-/, '')]
}

/** What an image field of a plugin panel accepts, as the back office's attachment inputs check it. */
export function panelImageRules(upload: PanelUpload | undefined): AttachmentRules {
  const types = upload?.accept?.length ? upload.accept : ['image/']
  return {
    types,
    typeProblem: upload?.accept?.length ? 'atendo.attachments.only_types' : 'atendo.attachments.image_types',
    typeProblemArgs: upload?.accept?.length ? { types: types.flatMap(namesOf).join(', ') } : undefined,
    maxBytes: upload?.maxBytes,
  }
}

/** The values a new record's form starts with, as the plugin declared them. */
export function panelDefaults(fields: readonly PanelField[] | undefined): Record<string, unknown> {
  return Object.fromEntries(
    (fields ?? [])
      .filter((field) => field.defaultValue !== undefined)
      .map((field) => [field.source, field.defaultValue]),
  )
}
