import { request as httpsRequest } from 'node:https'

/** Where and how to reach Efí's PIX API: its root, the client certificate, and extra CAs to trust. */
export interface EfiConnection {
  apiBaseUrl: string
  /** The .p12 bundle the super admin uploaded (Efí requires mutual TLS on every call). */
  certificate: Buffer
  /** PEM of CAs to trust besides the system's (a sandbox's or a test's own CA). */
  trustedCaPem: string | undefined
  timeoutMs: number
}

/** An answer of Efí's API: its status and parsed JSON body. */
export interface EfiAnswer {
  status: number
  body: unknown
}

/**
 * One call to Efí's API over mutual TLS with the uploaded certificate. Node's https is used
 * directly because `fetch` cannot present a client certificate; the URL is the operator's
 * configuration, never a tenant's.
 */
export function efiCall(
  connection: EfiConnection,
  method: string,
  path: string,
  options: { authorization: string; body?: unknown },
): Promise<EfiAnswer> {
  const url = new URL(path, connection.apiBaseUrl)
  const payload = options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body))
  return new Promise((resolve, reject) => {
    const outgoing = httpsRequest(
      url,
      {
        method,
        pfx: connection.certificate,
        passphrase: '',
        ...(connection.trustedCaPem ? { ca: connection.trustedCaPem } : {}),
        headers: {
          authorization: options.authorization,
          accept: 'application/json',
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': String(payload.length) }
            : {}),
        },
        timeout: connection.timeoutMs,
      },
      (incoming) => {
        const chunks: Buffer[] = []
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
        incoming.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          let body: unknown = text
          try {
            body = text ? JSON.parse(text) : null
          } catch {
            // Not JSON: kept as text for the error message.
          }
          resolve({ status: incoming.statusCode ?? 0, body })
        })
        incoming.on('error', reject)
      },
    )
    outgoing.on('timeout', () =>
      outgoing.destroy(new Error(`Efí did not answer within ${connection.timeoutMs} ms`)),
    )
    outgoing.on('error', reject)
    outgoing.end(payload)
  })
}
