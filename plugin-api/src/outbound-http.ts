/**
 * A request to a URL someone configured (a tenant's webhook, an integration's endpoint, a media
 * URL): `fetch`'s options, kept to what such calls need.
 */
export interface OutboundRequest {
  method?: string
  headers?: Record<string, string>
  body?: string | Uint8Array
  /** Gives up after this long (default 10 s), connection and body included. */
  timeoutMs?: number
  /** Redirects followed, each to an allowed address only (default 3; 0 answers the 3xx itself). */
  maxRedirects?: number
}

/**
 * HTTP to URLs that tenants (or channels) give us, which must never reach our own network:
 * loopback, private, link-local (cloud metadata), unique-local and reserved addresses are refused,
 * IPv4 and IPv6 alike (mapped `::ffff:127.0.0.1` too), checked on the address actually connected
 * to, after DNS resolution, so a name that resolves elsewhere on the second look (DNS rebinding)
 * still fails; redirects are followed by hand, each target checked the same way. The operator
 * allows named internal hosts with `OUTBOUND_ALLOWED_HOSTS`. A refused address is an `AppError`
 * `ERR_URL_NOT_ALLOWED`.
 *
 * @example
 * await outbound.check(body.endpointUrl) // at configuration time: a clear 400 for an internal URL
 * const response = await outbound.fetch(endpointUrl, { method: 'POST', body: JSON.stringify(payload) })
 */
export interface OutboundHttpApi {
  /** Sends the request; the answer is a standard `Response` (its body a stream). */
  fetch(url: string | URL, request?: OutboundRequest): Promise<Response>
  /** Refuses (ERR_URL_NOT_ALLOWED) a URL that is not http(s) or whose host resolves to a refused address. */
  check(url: string | URL): Promise<void>
}
