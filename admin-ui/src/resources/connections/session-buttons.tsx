import { useCallback, useState } from 'react'
import { Button, type RaRecord, useNotify, useRecordContext, useRefresh } from 'react-admin'
import { useServices } from '../../services-context.ts'
import { QrCodeDialog } from './qr-code-dialog.tsx'

type SessionAction = 'start' | 'newQr' | 'disconnect'

const sessionCalls: Record<SessionAction, string> = { start: 'POST', newQr: 'PUT', disconnect: 'DELETE' }

/** Which buttons a connection shows for its status (administration.md "Connections page"). */
export function sessionButtonsFor(status: string): ('qrcode' | SessionAction | 'connecting')[] {
  switch (status) {
    case 'qrcode':
      return ['qrcode']
    case 'DISCONNECTED':
      return ['start', 'newQr']
    case 'CONNECTED':
    case 'PAIRING':
    case 'TIMEOUT':
      return ['disconnect']
    case 'OPENING':
      return ['connecting']
    default:
      return []
  }
}

/** The session buttons of one connection row, and its QR code dialog. */
export function SessionButtons() {
  const record = useRecordContext<RaRecord & { status: string; name: string; qrcode: string | null }>()
  const { http } = useServices()
  const notify = useNotify()
  const refresh = useRefresh()
  const [showQr, setShowQr] = useState(false)
  const closeQr = useCallback(() => {
    setShowQr(false)
    refresh()
  }, [refresh])
  if (!record) return null

  const act = async (action: SessionAction) => {
    try {
      await http(`/api/whatsappsession/${record.id}`, { method: sessionCalls[action] })
      refresh()
    } catch (error) {
      notify((error as Error).message, { type: 'error' })
    }
  }

  return (
    <>
      {sessionButtonsFor(record.status).map((button) =>
        button === 'qrcode' ? (
          <Button key={button} label="atendo.connections.qrcode" onClick={() => setShowQr(true)} />
        ) : button === 'connecting' ? (
          <Button key={button} label="atendo.connections.connecting" disabled />
        ) : (
          <Button key={button} label={`atendo.connections.${button}`} onClick={() => act(button)} />
        ),
      )}
      {showQr && (
        <QrCodeDialog
          connection={{ id: Number(record.id), name: record.name, qrcode: record.qrcode }}
          onClose={closeQr}
        />
      )}
    </>
  )
}
