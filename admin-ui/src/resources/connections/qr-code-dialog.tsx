import { connectRealtime } from '@atendo/sdk'
import { Dialog, DialogContent, DialogTitle, Typography } from '@mui/material'
import { QRCodeSVG } from 'qrcode.react'
import { useEffect, useState } from 'react'
import { usePermissions, useTranslate } from 'react-admin'
import type { Permissions } from '../../api/permissions.ts'
import { useServices } from '../../services-context.ts'

interface SessionEvent {
  action: string
  session?: { id: number; status: string; qrcode: string | null }
}

/**
 * The QR code of a connection, kept current from `company-{id}-whatsappSession` and closed
 * by itself once the phone has read it (status leaves qrcode).
 */
export function QrCodeDialog({
  connection,
  onClose,
}: {
  connection: { id: number; name: string; qrcode: string | null }
  onClose: () => void
}) {
  const translate = useTranslate()
  const { tokens, refreshToken } = useServices()
  const { permissions } = usePermissions<Permissions>()
  const [qrcode, setQrcode] = useState(connection.qrcode)
  const companyId = permissions?.companyId

  useEffect(() => {
    if (companyId === undefined) return
    const socket = connectRealtime({
      baseUrl: window.location.origin,
      companyId,
      token: () => tokens.get(),
      refresh: refreshToken,
    })
    socket.onAny((event: string, payload: SessionEvent) => {
      if (event !== `company-${companyId}-whatsappSession` || payload.session?.id !== connection.id) return
      if (payload.session.status !== 'qrcode') onClose()
      else setQrcode(payload.session.qrcode)
    })
    return () => {
      socket.disconnect()
    }
  }, [companyId, connection.id, tokens, refreshToken, onClose])

  return (
    <Dialog open onClose={onClose}>
      <DialogTitle>{connection.name}</DialogTitle>
      <DialogContent sx={{ textAlign: 'center' }}>
        <Typography sx={{ mb: 2 }}>{translate('atendo.connections.read_qr')}</Typography>
        {qrcode ? (
          <QRCodeSVG value={qrcode} size={256} data-testid="connection-qrcode" />
        ) : (
          <Typography>{translate('atendo.connections.waiting_qr')}</Typography>
        )}
      </DialogContent>
    </Dialog>
  )
}
