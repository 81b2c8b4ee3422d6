import AttachFileIcon from '@mui/icons-material/AttachFile'
import { Box, Button, Stack, Typography } from '@mui/material'
import type { ChangeEvent } from 'react'
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
 * One attached file of a record inside its form: the current file's name, a button to attach or
 * replace it and one to remove it. Nothing is sent here: the form's save sends the record, then
 * the file (see the data provider's `mediaUploads`), so a new record gets its file once created.
 */
export function AttachmentInput({
  source,
  nameSource,
  rules,
  disabled,
}: {
  source: string
  /** The record's field with the stored file's original name, when the server keeps it. */
  nameSource?: string
  rules: AttachmentRules
  disabled?: boolean
}) {
  const translate = useTranslate()
  const translateLabel = useTranslateLabel()
  const notify = useNotify()
  const record = useRecordContext()
  const resource = useResourceContext()
  const { field } = useInput({ source })
  const label = translateLabel({ source, resource })
  const name = attachmentName(field.value, nameSource ? record?.[nameSource] : undefined)
  const pending = chosenFile(field.value) !== undefined
  const dropping = !field.value && Boolean(record?.[source])
  const action = translate(name ? 'atendo.attachments.replace' : 'atendo.attachments.attach')

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    // The same file may be chosen again after a removal.
    event.target.value = ''
    if (!file) return
    const problem = attachmentProblem(file, rules)
    if (problem) notify(problem.key, { type: 'error', messageArgs: problem.args })
    else field.onChange({ rawFile: file })
  }

  return (
    <Box sx={{ mb: 2 }} data-testid={`attachment-${source}`}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <AttachFileIcon fontSize="small" color={name ? 'action' : 'disabled'} />
        <Typography data-testid="attachment-name" color={name ? 'text.primary' : 'text.secondary'}>
          {name ?? translate('atendo.attachments.none')}
        </Typography>
        {pending && (
          <Typography variant="caption" color="text.secondary">
            ({translate('atendo.attachments.pending')})
          </Typography>
        )}
        {dropping && (
          <Typography variant="caption" color="warning.main">
            ({translate('atendo.attachments.dropping')})
          </Typography>
        )}
        <Button component="label" size="small" variant="outlined" disabled={disabled}>
          {action}
          <input
            hidden
            type="file"
            accept={acceptAttribute(rules)}
            aria-label={`${label}: ${action}`}
            disabled={disabled}
            onChange={choose}
          />
        </Button>
        {name && (
          <Button size="small" color="error" disabled={disabled} onClick={() => field.onChange(null)}>
            {translate('atendo.attachments.remove')}
          </Button>
        )}
      </Stack>
    </Box>
  )
}
