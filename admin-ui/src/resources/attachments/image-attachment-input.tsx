import ImageIcon from '@mui/icons-material/Image'
import { Box, Button, Stack, Typography } from '@mui/material'
import { type ChangeEvent, useEffect, useMemo } from 'react'
import {
  useInput,
  useNotify,
  useRecordContext,
  useResourceContext,
  useTranslate,
  useTranslateLabel,
} from 'react-admin'
import {
  type AttachmentRules,
  acceptAttribute,
  attachmentName,
  attachmentProblem,
  chosenFile,
} from './attachment-rules.ts'

/**
 * One image of a record inside its form, shown as a preview: the stored image (its URL) or the
 * one just chosen, a button to choose or replace it and, when the server can remove it, one to
 * remove it. As with `AttachmentInput`, the form's save sends the record, then the image (the
 * data provider's `mediaUploads`, or a plugin panel's declared upload path).
 */
export function ImageAttachmentInput({
  source,
  label,
  nameSource,
  rules,
  removable = true,
  disabled,
}: {
  source: string
  /** The field's name; by default the resource's translated field label. */
  label?: string
  /** The record's field with the stored image's original name, when the server keeps it. */
  nameSource?: string
  rules: AttachmentRules
  removable?: boolean
  disabled?: boolean
}) {
  const translate = useTranslate()
  const translateLabel = useTranslateLabel()
  const notify = useNotify()
  const record = useRecordContext()
  const resource = useResourceContext()
  const { field } = useInput({ source })
  const title = label ?? String(translateLabel({ source, resource }))
  const name = attachmentName(field.value, nameSource ? record?.[nameSource] : undefined)
  const file = chosenFile(field.value)
  const preview = useMemo(
    () =>
      file
        ? URL.createObjectURL(file)
        : typeof field.value === 'string' && field.value !== ''
          ? field.value
          : undefined,
    [file, field.value],
  )
  useEffect(
    () => () => {
      if (file && preview) URL.revokeObjectURL(preview)
    },
    [file, preview],
  )
  const action = translate(name ? 'atendo.attachments.replace' : 'atendo.attachments.attach_image')

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0]
    // The same image may be chosen again after a removal.
    event.target.value = ''
    if (!chosen) return
    const problem = attachmentProblem(chosen, rules)
    if (problem) notify(problem.key, { type: 'error', messageArgs: problem.args })
    else field.onChange({ rawFile: chosen })
  }

  return (
    <Box sx={{ mb: 2 }} data-testid={`image-${source}`}>
      <Typography variant="caption" color="text.secondary" component="div">
        {title}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {preview ? (
          <Box
            component="img"
            src={preview}
            alt={name ?? title}
            sx={{ maxWidth: 160, maxHeight: 120, objectFit: 'contain', borderRadius: 1 }}
          />
        ) : (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
            <ImageIcon fontSize="small" />
            <Typography>{translate('atendo.attachments.no_image')}</Typography>
          </Stack>
        )}
        <Button component="label" size="small" variant="outlined" disabled={disabled}>
          {action}
          <input
            hidden
            type="file"
            accept={acceptAttribute(rules)}
            aria-label={`${title}: ${action}`}
            disabled={disabled}
            onChange={choose}
          />
        </Button>
        {removable && name && (
          <Button size="small" color="error" disabled={disabled} onClick={() => field.onChange(null)}>
            {translate('atendo.attachments.remove')}
          </Button>
        )}
      </Stack>
    </Box>
  )
}
