import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material'
import { type FormEvent, useState } from 'react'
import { useNotify, useTranslate } from 'react-admin'
import { useServices } from '../../services-context.ts'
import { certificateDestinations, certificateProblem } from './pix-certificate-rules.ts'

/**
 * Super admin: the PIX provider's certificate (administration.md §2 Settings "PIX certificate",
 * §5): a destination (certificadoEfi) and a `.p12` file, sent to
 * `POST /settings/cert-upload?ref=…`. The server checks the file again and keeps it out of
 * anything served (docs/billing.md).
 */
export function PixCertificateForm() {
  const translate = useTranslate()
  const notify = useNotify()
  const { http } = useServices()
  const [destination, setDestination] = useState<string>(certificateDestinations[0])
  const [file, setFile] = useState<File>()
  const [busy, setBusy] = useState(false)

  const send = async (event: FormEvent) => {
    event.preventDefault()
    const problem = certificateProblem(destination, file)
    if (problem || !file) return notify(problem ?? 'atendo.pix_certificate.file_required', { type: 'error' })
    const body = new FormData()
    body.append('file', file, file.name)
    setBusy(true)
    try {
      // The server answers { mensagem: 'Arquivo Anexado' }; the same words in the user's language.
      await http(`/api/settings/cert-upload?ref=${encodeURIComponent(destination)}`, { method: 'POST', body })
      notify('atendo.pix_certificate.sent', { type: 'success' })
      setFile(undefined)
    } catch (error) {
      notify((error as Error).message, { type: 'error' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Stack component="form" spacing={2} sx={{ maxWidth: 480 }} onSubmit={send} noValidate>
      <Typography variant="body2" color="text.secondary">
        {translate('atendo.pix_certificate.help')}
      </Typography>
      <TextField
        select
        label={translate('atendo.pix_certificate.destination')}
        value={destination}
        onChange={(event) => setDestination(event.target.value)}
      >
        {certificateDestinations.map((ref) => (
          <MenuItem key={ref} value={ref}>
            {translate(`atendo.pix_certificate.destinations.${ref}`)}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button component="label" variant="outlined" disabled={busy}>
          {translate('atendo.pix_certificate.choose')}
          <input
            hidden
            type="file"
            accept=".p12,application/x-pkcs12"
            aria-label={translate('atendo.pix_certificate.choose')}
            onChange={(event) => {
              setFile(event.target.files?.[0])
              event.target.value = ''
            }}
          />
        </Button>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {file?.name ?? translate('atendo.pix_certificate.no_file')}
        </Typography>
      </Stack>
      <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {translate('atendo.pix_certificate.send')}
      </Button>
    </Stack>
  )
}
