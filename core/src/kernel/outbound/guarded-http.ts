import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http'
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import { Readable } from 'node:stream'
import { AppError, type OutboundHttpApi, type OutboundRequest } from '@atendo/plugin-api'
import { type AllowedHosts, parseAllowedHosts } from './allowed-hosts.ts'
import { isPublicAddress } from './blocked-addresses.ts'

const defaultTimeoutMs = 10_000
const defaultMaxRedirects = 3

function refused(url: URL, address?: string): AppError {
  return new AppError('ERR_URL_NOT_ALLOWED', {
    message: `${url.host} ${address ? `resolves to ${address}, ` : ''}an address of a private or internal network`,
    details: { host: url.hostname },
  })
}

/** The host of a URL as DNS and `isIP` take it (`[::1]` → `::1`). */
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '')

/**
 * The one HTTP client for URLs tenants configure (plugin contract `outbound`, see
 * `OutboundHttpApi`). Every connection goes through agents whose `lookup` resolves the name and
 * refuses it unless an allowed address remains, so the address checked is the address connected
 * to (no second resolution for a rebinding name to change); IP literals, which skip the lookup,
 * are checked before connecting. Redirects are followed here, never by the transport.
 *
 * @example
 * const outbound = createGuardedHttp({ allowedHosts: config.OUTBOUND_ALLOWED_HOSTS })
 * await outbound.fetch('https://hooks.example.com/atendo', { method: 'POST', body })
 */
export function createGuardedHttp(options: { allowedHosts?: string }): OutboundHttpApi & {
  close(): void
} {
  const allowed: AllowedHosts = parseAllowedHosts(options.allowedHosts ?? '')
  const mayReach = (hostname: string, address: string) =>
    isPublicAddress(address) || allowed.host(hostname) || allowed.address(address)

  const guardedLookup: LookupFunction = (hostname, lookupOptions, callback) => {
    dnsLookup(hostname, { ...lookupOptions, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0)
      const usable = addresses.filter((entry) => mayReach(hostname, entry.address))
      if (usable.length === 0) {
        const url = new URL(`http://${hostname.includes(':') ? `[${hostname}]` : hostname}`)
        return callback(refused(url, addresses[0]?.address) as unknown as NodeJS.ErrnoException, '', 0)
      }
      if (lookupOptions.all)
        return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, usable)
      return callback(null, usable[0]!.address, usable[0]!.family)
    })
  }
  const agents = {
    'http:': new HttpAgent({ keepAlive: true, lookup: guardedLookup } as ConstructorParameters<
      typeof HttpAgent
    >[0]),
    'https:': new HttpsAgent({ keepAlive: true, lookup: guardedLookup } as ConstructorParameters<
      typeof HttpsAgent
    >[0]),
  }

  async function check(target: string | URL): Promise<void> {
    let url: URL
    try {
      url = new URL(target)
    } catch {
      throw new AppError('ERR_VALIDATION', { fields: [{ field: 'url', message: 'must be an http(s) URL' }] })
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refused(url)
    const host = hostOf(url)
    if (isIP(host)) {
      if (!mayReach(host, host)) throw refused(url, host)
      return
    }
    await new Promise<void>((resolve, reject) =>
      guardedLookup(host, { all: true }, (error) => (error ? reject(error) : resolve())),
    ).catch((error: unknown) => {
      if (error instanceof AppError) throw error
      // A name that does not resolve now may later: it reaches nothing internal today.
    })
  }

  /** One hop: connects only through the guarded agents, answers the raw response. */
  function send(url: URL, request: OutboundRequest & { method: string }, signal: AbortSignal) {
    const host = hostOf(url)
    if (isIP(host) && !mayReach(host, host)) return Promise.reject(refused(url, host))
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest
    return new Promise<IncomingMessage>((resolve, reject) => {
      const outgoing = send(url, {
        method: request.method,
        headers: request.headers,
        agent: agents[url.protocol as 'http:' | 'https:'],
        lookup: guardedLookup,
        signal,
      })
      outgoing.once('response', resolve)
      outgoing.once('error', reject)
      outgoing.end(request.body)
    })
  }

  async function guardedFetch(target: string | URL, request: OutboundRequest = {}): Promise<Response> {
    let url = new URL(target)
    let method = (request.method ?? 'GET').toUpperCase()
    let body = request.body
    const signal = AbortSignal.timeout(request.timeoutMs ?? defaultTimeoutMs)
    for (let hop = 0; ; hop += 1) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refused(url)
      const answer = await send(url, { ...request, method, body }, signal)
      const status = answer.statusCode ?? 0
      const location = answer.headers.location
      const redirect = status >= 300 && status < 400 && location && status !== 304
      if (redirect && hop < (request.maxRedirects ?? defaultMaxRedirects)) {
        answer.resume()
        url = new URL(location, url)
        // As fetch does: a 303, and a 301/302 after a POST, continue as a GET without the body.
        if (status === 303 || ((status === 301 || status === 302) && method === 'POST')) {
          method = 'GET'
          body = undefined
        }
        continue
      }
      const headers = new Headers()
      for (const [name, value] of Object.entries(answer.headers)) {
        if (Array.isArray(value)) for (const one of value) headers.append(name, one)
        else if (value !== undefined) headers.set(name, value)
      }
      const bodyless = status === 204 || status === 304 || method === 'HEAD' || status < 200
      if (bodyless) answer.resume()
      return new Response(bodyless ? null : (Readable.toWeb(answer) as ReadableStream), {
        status: status < 200 ? 502 : status,
        statusText: answer.statusMessage,
        headers,
      })
    }
  }

  return {
    fetch: guardedFetch,
    check,
    close() {
      agents['http:'].destroy()
      agents['https:'].destroy()
    },
  }
}
