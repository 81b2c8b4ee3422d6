/**
 * Baileys itself, loaded the first time something needs it (a session starting, a message's
 * content encoded or decoded) instead of at start-up: its entry loads the protocol buffers,
 * Signal and the socket, about 0.5 s of a start (docs/benchmarks.md, "Start-up to ready through
 * npm start"). Type-only imports of 'baileys' cost nothing and stay as they are.
 *
 * @example
 * const { proto } = await loadBaileys()
 */
let loading: Promise<typeof import('baileys')> | undefined

export function loadBaileys(): Promise<typeof import('baileys')> {
  loading ??= import('baileys')
  return loading
}
