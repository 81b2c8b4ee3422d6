/**
 * A link or image address from a message, only when it is one a browser may open safely: http(s),
 * or a path of this server (stored media). Anything else (javascript:, data: pages) reads as absent.
 */
export function safeUrl(address: string | undefined | null): string | undefined {
  const trimmed = address?.trim() ?? ''
  if (/^https?:\/\//i.test(trimmed)) return trimmed
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed
  return undefined
}

/** An image address from a message: a safe URL, or an inline image (a thumbnail the channel sent). */
export function safeImage(address: string | undefined | null): string | undefined {
  const trimmed = address?.trim() ?? ''
  if (/^data:image\/(png|jpe?g|gif|webp);base64,/i.test(trimmed)) return trimmed
  return safeUrl(trimmed)
}
