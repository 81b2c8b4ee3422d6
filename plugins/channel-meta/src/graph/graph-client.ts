import { createHmac } from 'node:crypto'
import type { ReadAppCredentials } from '../app-settings/app-credentials.ts'
import { GraphError } from './graph-error.ts'

/**
 * Plain HTTP calls to the Graph API. `facebook-nodejs-business-sdk` (the design card's choice) is
 * not used: it has no Messenger Send API or Cloud API objects, and its host is fixed to
 * graph.facebook.com, so tests could not point it at a local fake (docs/meta.md).
 *
 * The access token travels in the Authorization header (never in a URL, which proxies and logs
 * keep), with `appsecret_proof` when the app secret is known, as Meta recommends for server calls.
 */
export interface GraphClient {
  get<T>(path: string, token: string, query?: Record<string, string>): Promise<T>
  post<T>(path: string, token: string, body: Record<string, unknown>): Promise<T>
  /** A multipart upload (attachments, Cloud API media). */
  upload<T>(path: string, token: string, form: FormData): Promise<T>
  delete<T>(path: string, token: string, query?: Record<string, string>): Promise<T>
  /** Downloads a file: a CDN URL from a webhook (no token), or a Cloud API media URL (with it). */
  download(url: string, token?: string): Promise<{ body: Buffer; mimeType: string; fileName?: string }>
}

export interface GraphClientOptions {
  baseUrl: string
  version: string
  timeoutMs: number
  maxDownloadBytes: number
  app: ReadAppCredentials
}

export function createGraphClient(options: GraphClientOptions): GraphClient {
  const root = `${options.baseUrl.replace(/\/+$/, '')}/${options.version}`

  async function url(path: string, token: string, query: Record<string, string> = {}): Promise<string> {
    const target = new URL(`${root}/${path.replace(/^\/+/, '')}`)
    for (const [key, value] of Object.entries(query)) target.searchParams.set(key, value)
    const { appSecret } = await options.app()
    if (appSecret) {
      target.searchParams.set('appsecret_proof', createHmac('sha256', appSecret).update(token).digest('hex'))
    }
    return target.toString()
  }

  async function call<T>(
    method: string,
    target: string,
    token: string,
    body?: BodyInit,
    json = false,
  ): Promise<T> {
    let answer: Response
    try {
      answer = await fetch(target, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(json ? { 'content-type': 'application/json' } : {}),
        },
        body,
        signal: AbortSignal.timeout(options.timeoutMs),
      })
    } catch (error) {
      throw GraphError.unreachable(error)
    }
    const text = await answer.text()
    const parsed = text === '' ? {} : safeJson(text)
    if (!answer.ok) throw GraphError.fromAnswer(answer.status, parsed)
    return parsed as T
  }

  return {
    async get(path, token, query) {
      return call('GET', await url(path, token, query), token)
    },
    async post(path, token, body) {
      return call('POST', await url(path, token), token, JSON.stringify(body), true)
    },
    async upload(path, token, form) {
      return call('POST', await url(path, token), token, form)
    },
    async delete(path, token, query) {
      return call('DELETE', await url(path, token, query), token)
    },
    async download(fileUrl, token) {
      let answer: Response
      try {
        answer = await fetch(fileUrl, {
          headers: token ? { authorization: `Bearer ${token}` } : {},
          signal: AbortSignal.timeout(options.timeoutMs),
        })
      } catch (error) {
        throw GraphError.unreachable(error)
      }
      if (!answer.ok) throw GraphError.fromAnswer(answer.status, safeJson(await answer.text()))
      const declared = Number(answer.headers.get('content-length') ?? 0)
      if (declared > options.maxDownloadBytes) throw GraphError.tooLarge(declared)
      const body = Buffer.from(await answer.arrayBuffer())
      if (body.length > options.maxDownloadBytes) throw GraphError.tooLarge(body.length)
      const disposition = answer.headers.get('content-disposition') ?? ''
      const fileName = /filename="?([^";]+)"?/i.exec(disposition)?.[1]
      const mimeType = (answer.headers.get('content-type') ?? 'application/octet-stream')
        .split(';')[0]!
        .trim()
      return { body, mimeType, fileName }
    },
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return { error: { message: text.slice(0, 200) } }
  }
}
