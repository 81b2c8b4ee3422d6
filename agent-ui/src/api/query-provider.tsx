import { QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'
import { useOptionalSession } from '../session/session-context.tsx'
import { connectLiveInvalidation } from './live-invalidation.ts'
import { createQueryClient } from './query-client.ts'

/**
 * The query cache of one login, kept live by the session's socket. It lives in the private frame
 * (never on the login page, whose JavaScript stays small) and goes with it at logout, so one
 * user's answers are never shown to the next.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient)
  const session = useOptionalSession()
  const socket = session?.socket
  const companyId = session?.user?.companyId
  const userId = session?.user?.id
  useEffect(() => {
    if (!socket || companyId === undefined || userId === undefined) return
    return connectLiveInvalidation(socket, client, companyId, userId)
  }, [socket, client, companyId, userId])
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}
