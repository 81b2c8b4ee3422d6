import { useCallback, useState } from 'react'
import { Button, Confirm, type RaRecord, useNotify, useRecordContext, useRefresh } from 'react-admin'
import { useServices } from '../../services-context.ts'
import { ImportButton } from './import-button.tsx'
import { QrCodeDialog } from './qr-code-dialog.tsx'

type SessionAction = 'start' | 'newQr' | 'disconnect'

const sessionCalls: Record<SessionAction, string> = { start: 'POST', newQr: 'PUT', disconnect: 'DELETE' }

/**
 * Which buttons a connection shows for its status (administration.md "Connections page"); a
 * connection pairing by phone number also shows its pairing code.
 */
export function sessionButtonsFor(
  status: string,
): ('qrcode' | 'pairingCode' | SessionAction | 'connecting')[] {
  switch (status) {
    case 'qrcode':
      return ['qrcode']
    case 'DISCONNECTED':
      return ['start', 'newQr']
    case 'PAIRING':
      return ['pairingCode', 'disconnect']
    case 'CONNECTED':
    case 'TIMEOUT':
      return ['disconnect']
    case 'OPENING':
      return ['connecting']
    default:
      return []
  }
}

type ConnectionRow = RaRecord & { status: string; name: string; qrcode: string | null }

/**
 * The session column of one connection row: its session buttons, the history import's button,
 * and the QR code (or pairing code) dialog. The header is named from `label`, read by the Datagrid.
 */
export function SessionButtons(_props: { label?: string }) {
  const record = useRecordContext<ConnectionRow>()
  const { http } = useServices()
  const notify = useNotify()
  const refresh = useRefresh()
  const [showQr, setShowQr] = useState(false)
  // Disconnecting drops the WhatsApp session (a new QR code is needed): asked first (issue 23).
  const [confirmingDisconnect, setConfirmingDisconnect] = useState(false)

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
        button === 'qrcode' || button === 'pairingCode' ? (
          <Button key={button} label={`atendo.connections.${button}`} onClick={() => setShowQr(true)} />
        ) : button === 'connecting' ? (
          <Button key={button} label="atendo.connections.connecting" disabled />
        ) : button === 'disconnect' ? (
          <Button
            key={button}
            label="atendo.connections.disconnect"
            onClick={() => setConfirmingDisconnect(true)}
          />
        ) : (
          <Button key={button} label={`atendo.connections.${button}`} onClick={() => act(button)} />
        ),
      )}
      <Confirm
        isOpen={confirmingDisconnect}
        title="atendo.connections.disconnect_title"
        titleTranslateOptions={{ name: record.name }}
        content="atendo.connections.disconnect_content"
        onConfirm={() => {
          setConfirmingDisconnect(false)
          void act('disconnect')
        }}
        onClose={() => setConfirmingDisconnect(false)}
      />
      <ImportButton />
      {showQr && (
        <QrCodeDialog
          connection={{
            id: Number(record.id),
            name: record.name,
            status: record.status,
            qrcode: record.qrcode,
          }}
          onClose={closeQr}
        />
      )}
    </>
  )
}
