/** Toast notifications: a tiny store components subscribe to (no library). */

export type ToastKind = 'success' | 'error' | 'warning' | 'info'

export interface Toast {
  id: number
  kind: ToastKind
  text: string
}

/** Toasts last 2 seconds (inbox.md §8). */
export const toastDuration = 2000

type Listener = (toasts: Toast[]) => void

let toasts: Toast[] = []
let nextId = 1
const listeners = new Set<Listener>()

function publish() {
  for (const listener of listeners) listener(toasts)
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id)
  publish()
}

export function showToast(kind: ToastKind, text: string, duration = toastDuration): number {
  const id = nextId++
  toasts = [...toasts, { id, kind, text }]
  publish()
  setTimeout(() => dismissToast(id), duration)
  return id
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function currentToasts(): Toast[] {
  return toasts
}

export const toast = {
  success: (text: string) => showToast('success', text),
  error: (text: string) => showToast('error', text),
  warning: (text: string) => showToast('warning', text),
  info: (text: string) => showToast('info', text),
}
