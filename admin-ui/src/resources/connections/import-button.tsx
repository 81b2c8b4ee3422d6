import { useEffect, useState } from 'react'
import { Button, Confirm, type RaRecord, useNotify, useRecordContext, useRefresh } from 'react-admin'
import { useServices } from '../../services-context.ts'
import { importButtonFor } from './session-rules.ts'

/**
 * A connection's history import button (administration.md "Connections page"): "close imported
 * tickets" (POST /closedimported/{id}, after a confirmation) once an import finished, or a disabled
 * "preparing" for 35 s after the import's timestamp.
 */
export function ImportButton() {
  const record = useRecordContext<RaRecord>()
  const { http } = useServices()
  const notify = useNotify()
  const refresh = useRefresh()
  const [confirming, setConfirming] = useState(false)
  const [closing, setClosing] = useState(false)
  const [now, setNow] = useState(() => Date.now())
  const button = record ? importButtonFor(record as Parameters<typeof importButtonFor>[0], now) : undefined

  // The preparing button goes by itself when its 35 s are over.
  const until = button?.kind === 'preparing' ? button.until : undefined
  useEffect(() => {
    if (until === undefined) return
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, until - Date.now()) + 50)
    return () => clearTimeout(timer)
  }, [until])

  if (!record || !button) return null
  if (button.kind === 'preparing')
    return <Button label="atendo.connections.import.preparing_button" disabled />

  const close = async () => {
    setClosing(true)
    try {
      await http(`/api/closedimported/${record.id}`, { method: 'POST' })
      notify('atendo.connections.import.closed', { type: 'success' })
      refresh()
    } catch (error) {
      notify((error as Error).message, { type: 'error' })
    } finally {
      setClosing(false)
      setConfirming(false)
    }
  }
  return (
    <>
      <Button label="atendo.connections.import.close_tickets" onClick={() => setConfirming(true)} />
      <Confirm
        isOpen={confirming}
        loading={closing}
        title="atendo.connections.import.close_title"
        content="atendo.connections.import.close_content"
        onConfirm={close}
        onClose={() => setConfirming(false)}
      />
    </>
  )
}
