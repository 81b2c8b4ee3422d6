import { connectRealtime } from '@atendo/sdk'
import { useEffect } from 'react'
import { usePermissions, useRefresh } from 'react-admin'
import type { Permissions } from '../api/permissions.ts'
import type { TokenStore } from '../api/token-store.ts'

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

/** Whether an event changes something a back-office list shows. */
export function refreshesLists(event: string, companyId: number): boolean {
  if (event === 'company-announcement') return true
  const prefix = `company-${companyId}-`
  return event.startsWith(prefix) && listedEntities.includes(event.slice(prefix.length))
}

/**
 * Keeps the open list current: joins the company's realtime namespace and refetches when another
 * user (or tab) changes a listed record. Bursts (an import) cause one refetch, not hundreds.
 */
export function LiveRefresh({
  tokens,
  refreshToken,
}: {
  tokens: TokenStore
  refreshToken: () => Promise<boolean>
}) {
  const { permissions } = usePermissions<Permissions>()
  const refresh = useRefresh()
  const companyId = permissions?.companyId
  const userId = permissions?.userId

  useEffect(() => {
    if (companyId === undefined) return
    const socket = connectRealtime({
      baseUrl: window.location.origin,
      companyId,
      userId,
      token: () => tokens.get(),
      refresh: refreshToken,
    })
    let timer: ReturnType<typeof setTimeout> | undefined
    socket.onAny((event: string) => {
      if (!refreshesLists(event, companyId)) return
      clearTimeout(timer)
      timer = setTimeout(refresh, 300)
    })
    return () => {
      clearTimeout(timer)
      socket.disconnect()
    }
  }, [companyId, userId, tokens, refreshToken, refresh])
  return null
}
