import type { CompanyEventListener, CompanyEvents } from './company-socket.tsx'

/**
 * For component tests: the company's socket without a server, where the test plays the server's
 * events (`emit`). The browser tests (admin-ui/e2e) use the real socket.
 */
export function fakeCompanySocket() {
  const listeners = new Set<CompanyEventListener>()
  const socket: CompanyEvents = {
    onAny: (listener) => listeners.add(listener),
    offAny: (listener) => listeners.delete(listener),
  }
  return {
    socket,
    emit(event: string, payload?: unknown) {
      for (const listener of [...listeners]) listener(event, payload)
    },
    get listening() {
      return listeners.size
    },
  }
}
