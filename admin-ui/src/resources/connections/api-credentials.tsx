import ContentCopy from '@mui/icons-material/ContentCopy'
import { Box, IconButton, InputAdornment, TextField, Tooltip, Typography } from '@mui/material'
import { useState } from 'react'
import { Button, Confirm, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin'
import { useServices } from '../../services-context.ts'

type ApiConnectionRecord = { id: number; channel: string; token: string | null; webhookSecret: string | null }

/** The secrets an admin can rotate: a blank value in `PUT /api/whatsapp/:id` makes the server draw a new one. */
type Rotatable = 'token' | 'webhookSecret'

/** Where an integrator posts its users' messages (docs/api-channel.md), on this server. */
export function inboundUrlOf(origin: string, connectionId: number): string {
  return `${origin}/api/channel-api/${connectionId}/messages`
}

/** One read-only value with a copy button (and a regenerate button for the secrets). */
function CredentialRow({
  id,
  value,
  onRegenerate,
}: {
  id: 'inboundUrl' | Rotatable
  value: string
  onRegenerate?: () => void
}) {
  const translate = useTranslate()
  const notify = useNotify()
  const label = translate(`atendo.connections.api.${id}`)
  const copy = async () => {
    await navigator.clipboard.writeText(value)
    notify('atendo.connections.api.copied', { type: 'info', messageArgs: { name: label } })
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', width: '100%' }}>
      <TextField
        label={label}
        value={value}
        size="small"
        sx={{ flex: '1 1 280px', minWidth: 0 }}
        slotProps={{
          htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <Tooltip title={translate('atendo.connections.api.copy', { name: label })}>
                  <IconButton
                    aria-label={translate('atendo.connections.api.copy', { name: label })}
                    onClick={copy}
                  >
                    <ContentCopy fontSize="small" />
                  </IconButton>
                </Tooltip>
              </InputAdornment>
            ),
          },
        }}
      />
      {onRegenerate && (
        <Button
          label="atendo.connections.api.regenerate"
          aria-label={translate('atendo.connections.api.regenerate_named', { name: label })}
          onClick={onRegenerate}
        />
      )}
    </Box>
  )
}

/**
 * What an integrator needs to connect its system to an API connection (docs/api-channel.md): the
 * inbound URL, the connection token it sends as a Bearer token, and the secret Atendo signs its
 * webhooks with. Each can be copied; the token and the secret can be regenerated after a
 * confirmation (the server draws new ones; the old ones stop working at once).
 */
export function ApiCredentials() {
  const record = useRecordContext<ApiConnectionRecord>()
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const { http } = useServices()
  const [rotating, setRotating] = useState<Rotatable>()
  // The answer of a rotation, shown at once (the record refreshes behind it).
  const [rotated, setRotated] = useState<Partial<Record<Rotatable, string | null>>>({})
  if (record?.channel !== 'api') return null
  const token = rotated.token ?? record.token
  const webhookSecret = rotated.webhookSecret ?? record.webhookSecret

  const rotate = async (field: Rotatable) => {
    setRotating(undefined)
    try {
      const answer = await http(`/api/whatsapp/${record.id}`, {
        method: 'PUT',
        body: JSON.stringify({ [field]: '' }),
      })
      const saved = answer.json as ApiConnectionRecord
      setRotated((previous) => ({ ...previous, [field]: saved[field] }))
      notify('atendo.connections.api.regenerated', {
        type: 'success',
        messageArgs: { name: translate(`atendo.connections.api.${field}`) },
      })
      refresh()
    } catch (error) {
      notify((error as Error).message, { type: 'error' })
    }
  }

  return (
    <Box
      component="section"
      aria-label={translate('atendo.connections.api.title')}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%', maxWidth: 720, my: 1 }}
    >
      <Typography variant="subtitle1" component="h2">
        {translate('atendo.connections.api.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('atendo.connections.api.help')}
      </Typography>
      <CredentialRow id="inboundUrl" value={inboundUrlOf(window.location.origin, record.id)} />
      {token && <CredentialRow id="token" value={token} onRegenerate={() => setRotating('token')} />}
      {webhookSecret ? (
        <CredentialRow
          id="webhookSecret"
          value={webhookSecret}
          onRegenerate={() => setRotating('webhookSecret')}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('atendo.connections.api.no_webhook')}
        </Typography>
      )}
      <Confirm
        isOpen={rotating !== undefined}
        title="atendo.connections.api.regenerate_title"
        titleTranslateOptions={{ name: rotating ? translate(`atendo.connections.api.${rotating}`) : '' }}
        content={`atendo.connections.api.regenerate_content_${rotating ?? 'token'}`}
        onConfirm={() => rotating && void rotate(rotating)}
        onClose={() => setRotating(undefined)}
      />
    </Box>
  )
}
