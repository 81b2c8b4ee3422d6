import { Dialog, DialogContent, DialogTitle, Typography } from '@mui/material'
import { QRCodeSVG } from 'qrcode.react'
import { useState } from 'react'
import { usePermissions, useTranslate } from 'react-admin'
import type { Permissions } from '../../api/permissions.ts'
import { useCompanyEvents } from '../../realtime/company-socket.tsx'
import { formatPairingCode, pairingStatuses } from './session-rules.ts'

/** A connection's session as `company-{id}-whatsappSession` carries it. */
export interface SessionState {
  id: number
  status: string
  /** The QR code while `qrcode`, the pairing code while `PAIRING`. */
  qrcode: string | null
}

interface SessionEvent {
  action?: string
  session?: SessionState
}

/**
 * How the phone joins a connection, kept current from `company-{id}-whatsappSession`: the QR code
 * to read while the status is `qrcode`, the code to type on the phone while it is `PAIRING` (the
 * connection pairs by phone number). It closes by itself once the session moves on (connected,
 * disconnected).
 */
export function QrCodeDialog({
  connection,
  onClose,
}: {
  connection: SessionState & { name: string }
  onClose: () => void
}) {
  const translate = useTranslate()
  const { permissions } = usePermissions<Permissions>()
  const [session, setSession] = useState({ status: connection.status, qrcode: connection.qrcode })
  const companyId = permissions?.companyId

  useCompanyEvents((event, payload) => {
    const changed = (payload as SessionEvent | undefined)?.session
    if (event !== `company-${companyId}-whatsappSession` || changed?.id !== connection.id) return
    if (!pairingStatuses.has(changed.status)) onClose()
    else setSession({ status: changed.status, qrcode: changed.qrcode })
  })

  const pairing = session.status === 'PAIRING'
  return (
    <Dialog open onClose={onClose}>
      <DialogTitle>{connection.name}</DialogTitle>
      <DialogContent sx={{ textAlign: 'center' }}>
        <Typography sx={{ mb: 2 }}>
          {translate(pairing ? 'atendo.connections.type_pairing_code' : 'atendo.connections.read_qr')}
        </Typography>
        {!session.qrcode ? (
          <Typography>
            {translate(pairing ? 'atendo.connections.waiting_pairing_code' : 'atendo.connections.waiting_qr')}
          </Typography>
        ) : pairing ? (
          <Typography
            variant="h3"
            component="p"
            sx={{ fontFamily: 'monospace', letterSpacing: '0.2em' }}
            data-testid="connection-pairing-code"
          >
            {formatPairingCode(session.qrcode)}
          </Typography>
        ) : (
          <QRCodeSVG value={session.qrcode} size={256} data-testid="connection-qrcode" />
        )}
      </DialogContent>
    </Dialog>
  )
}
