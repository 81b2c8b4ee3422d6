import { Card, CardContent, CircularProgress, Typography } from '@mui/material'
import { useState } from 'react'
import { usePermissions, useTranslate } from 'react-admin'
import type { Permissions } from '../../api/permissions.ts'
import { useCompanyEvents } from '../../realtime/company-socket.tsx'
import { importProgressText, type ImportProgress as Progress } from './session-rules.ts'

interface ImportEvent {
  action?: string
  status?: Progress
}

/**
 * The progress of a connection's history import, above the connections table, as
 * `importMessages-{companyId}` reports it (administration.md "Connections page"): "preparing"
 * until the first messages are counted, then "processed this of all" and the date of the newest
 * message; gone when the import finishes.
 */
export function ImportProgress() {
  const translate = useTranslate()
  const { permissions } = usePermissions<Permissions>()
  const companyId = permissions?.companyId
  const [progress, setProgress] = useState<Progress>()

  useCompanyEvents((event, payload) => {
    if (event !== `importMessages-${companyId}`) return
    const change = payload as ImportEvent | undefined
    if (change?.action === 'refresh') setProgress(undefined)
    else if (change?.action === 'update' && change.status) setProgress(change.status)
  })

  if (!progress?.all) return null
  const text = importProgressText(progress)
  return (
    <Card sx={{ my: 2, maxWidth: 420, mx: 'auto', textAlign: 'center' }} data-testid="import-progress">
      <CardContent>
        <Typography variant="h5" component="p">
          {translate(text.title)}
        </Typography>
        {text.detail ? (
          <>
            <Typography variant="h6" component="p">
              {translate(text.detail.key, text.detail.args)}
            </Typography>
            {text.date && (
              <Typography>{translate('atendo.connections.import.date', { date: text.date })}</Typography>
            )}
          </>
        ) : (
          <CircularProgress size={24} sx={{ mt: 1 }} />
        )}
      </CardContent>
    </Card>
  )
}
