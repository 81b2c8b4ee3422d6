import { useEffect, useRef } from 'react'
import { usePermissions, useRefresh } from 'react-admin'
import type { Permissions } from '../api/permissions.ts'
import { useCompanyEvents } from './company-socket.tsx'

/** The per-company events whose records the back office lists (administration.md §7 "Realtime events"). */
const listedEntities = [
  'user',
  'queue',
  'tag',
  'quickemessage',
  'schedule',
  'whatsapp',
  'whatsappSession',
  'settings',
  'help',
]

/**
 * Whether an event changes something a back-office list shows. The history import's progress
 * (`importMessages-{companyId}`) counts only when it asks for a refresh (an import finished, or its
 * tickets were closed): its many progress updates change no row.
 */
export function refreshesLists(event: string, companyId: number, payload?: unknown): boolean {
  if (event === 'company-announcement') return true
  if (event === `importMessages-${companyId}`)
    return (payload as { action?: unknown } | undefined)?.action === 'refresh'
  const prefix = `company-${companyId}-`
  return event.startsWith(prefix) && listedEntities.includes(event.slice(prefix.length))
}

/**
 * Keeps the open list current: refetches when another user (or tab) changes a listed record.
 * Bursts (an import) cause one refetch, not hundreds.
 */
export function LiveRefresh() {
  const { permissions } = usePermissions<Permissions>()
  const refresh = useRefresh()
  const companyId = permissions?.companyId
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  useCompanyEvents((event, payload) => {
    if (companyId === undefined || !refreshesLists(event, companyId, payload)) return
    clearTimeout(timer.current)
    timer.current = setTimeout(refresh, 300)
  })
  useEffect(() => () => clearTimeout(timer.current), [])
  return null
}
