import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A request as the Graph API received it. */
export interface GraphCall {
  method: string
  /** Path without the version prefix: `123/messages`. */
  path: string
  query: URLSearchParams
  authorization: string | undefined
  /** The JSON body, or the multipart form's text fields (files as `{ name, type, size }`). */
  body: Record<string, unknown>
}

export type GraphAnswer = { status: number; body: unknown } | { status: number; bytes: Buffer; type: string }
type Route = {
  method: string
  path: RegExp
  answer: (call: GraphCall, match: RegExpExecArray) => GraphAnswer
}

async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const raw = Buffer.concat(chunks)
  const type = request.headers['content-type'] ?? ''
  if (type.startsWith('multipart/form-data')) {
    const form = await new Request('http://fake.test/', {
      method: 'POST',
      headers: { 'content-type': type },
      body: new Uint8Array(raw),
    }).formData()
    const fields: Record<string, unknown> = {}
    form.forEach((value, key) => {
      fields[key] =
        typeof value === 'string' ? value : { name: value.name, type: value.type, size: value.size }
    })
    return fields
  }
  if (raw.length === 0) return {}
  try {
    return JSON.parse(raw.toString('utf8'))
  } catch {
    return { raw: raw.toString('utf8') }
  }
}

/** Meta's error envelope (developers.facebook.com/docs/graph-api/guides/error-handling). */
export function graphErrorBody(code: number, message: string, subcode?: number) {
  return {
    error: {
      message,
      type: 'OAuthException',
      code,
      ...(subcode ? { error_subcode: subcode } : {}),
      fbtrace_id: 'AbCdEf',
    },
  }
}

/** A JPEG's first bytes: enough for a file Meta's CDN would serve. */
export const jpegBytes = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9,
])

/** What the fake SDK's login dialog answers: a Facebook user and their short-lived token. */
export const fakeFacebookUser = { id: '100200300', token: 'EAAB-fake-short-lived-user-token' }

/**
 * A stand-in for Meta's JavaScript SDK: defines `window.FB` whose `login` answers at once as the
 * real dialog does after the user accepts (developers.facebook.com/docs/reference/javascript/FB.login),
 * and remembers what it was given (`window.fakeFacebook`) for the test to check.
 */
const fakeSdkScript = `
window.fakeFacebook = { init: null, scopes: [] };
window.FB = {
  init: function (options) { window.fakeFacebook.init = options; },
  login: function (callback, options) {
    window.fakeFacebook.scopes.push(options && options.scope);
    setTimeout(function () {
      callback({ status: 'connected', authResponse: { accessToken: ${JSON.stringify(fakeFacebookUser.token)}, userID: ${JSON.stringify(fakeFacebookUser.id)}, expiresIn: 5400 } });
    }, 0);
  },
};
`

/**
 * The Graph API at the network edge, for tests: a local HTTP server that records every call and
 * answers as Meta documents it (Send API `{ recipient_id, message_id }`, Cloud API
 * `{ messaging_product, contacts, messages: [{ id }] }`, media `{ url, mime_type }`...). `on`
 * adds an answer that wins over the defaults, e.g. an error.
 *
 * @example
 * const graph = await startFakeGraph()
 * graph.on('POST', /^\d+\/messages$/, () => ({ status: 400, body: graphErrorBody(190, 'Error validating access token') }))
 */
export async function startFakeGraph() {
  const calls: GraphCall[] = []
  const overrides: Route[] = []
  let sent = 0
  let url = ''
  const defaults: Route[] = [
    {
      // Meta's JavaScript SDK as the back office loads it (connect.facebook.net/en_US/sdk.js).
      method: 'GET',
      path: /^sdk\.js$/,
      answer: () => ({ status: 200, bytes: Buffer.from(fakeSdkScript), type: 'text/javascript' }),
    },
    {
      method: 'GET',
      path: /^files\/(.+)$/,
      answer: () => ({ status: 200, bytes: jpegBytes, type: 'image/jpeg' }),
    },
    {
      method: 'GET',
      path: /^oauth\/access_token$/,
      answer: () => ({ status: 200, body: { access_token: 'long-lived-user-token', token_type: 'bearer' } }),
    },
    {
      method: 'GET',
      path: /^(\d+)\/accounts$/,
      answer: () => ({
        status: 200,
        body: {
          data: [
            {
              id: '7001',
              name: 'Loja Centro',
              access_token: 'page-token-7001',
              instagram_business_account: { id: '17841400000007001', username: 'lojacentro' },
            },
            { id: '7002', name: 'Loja Norte', access_token: 'page-token-7002' },
          ],
        },
      }),
    },
    {
      method: 'POST',
      path: /^(\d+)\/subscribed_apps$/,
      answer: () => ({ status: 200, body: { success: true } }),
    },
    {
      method: 'POST',
      path: /^(\d+)\/messages$/,
      answer: (call, match) => {
        sent += 1
        if (call.body.messaging_product === 'whatsapp') {
          if (call.body.status === 'read') return { status: 200, body: { success: true } }
          return {
            status: 200,
            body: {
              messaging_product: 'whatsapp',
              contacts: [{ input: call.body.to, wa_id: call.body.to }],
              messages: [{ id: `wamid.out.${sent}` }],
            },
          }
        }
        if (call.body.sender_action)
          return { status: 200, body: { recipient_id: (call.body.recipient as { id: string })?.id } }
        return { status: 200, body: { recipient_id: `${match[1]}-recipient`, message_id: `m_out_${sent}` } }
      },
    },
    {
      method: 'POST',
      path: /^(\d+)\/media$/,
      answer: () => ({ status: 200, body: { id: `media-up-${++sent}` } }),
    },
    {
      method: 'GET',
      path: /^(\d+)\/message_templates$/,
      answer: () => ({
        status: 200,
        body: {
          data: [
            {
              name: 'pedido_pronto',
              language: 'pt_BR',
              status: 'APPROVED',
              category: 'UTILITY',
              components: [{ type: 'BODY', text: 'Olá {{1}}, seu pedido {{2}} está pronto.' }],
            },
            {
              name: 'promo_rascunho',
              language: 'pt_BR',
              status: 'PENDING',
              category: 'MARKETING',
              components: [{ type: 'BODY', text: 'Promo' }],
            },
          ],
        },
      }),
    },
    {
      method: 'GET',
      path: /^(media-[\w-]+)$/,
      answer: (_call, match) => ({
        status: 200,
        body: {
          url: `${url}/files/${match[1]}.jpg`,
          mime_type: 'image/jpeg',
          file_size: jpegBytes.length,
          id: match[1],
        },
      }),
    },
    {
      method: 'GET',
      path: /^(\d+)$/,
      answer: (call, match) => {
        const id = match[1]!
        const fields = call.query.get('fields') ?? ''
        if (fields.includes('display_phone_number')) {
          return {
            status: 200,
            body: { id, display_phone_number: '+55 11 4000-0000', verified_name: 'Loja' },
          }
        }
        if (fields.includes('first_name')) {
          return {
            status: 200,
            body: {
              id,
              first_name: 'Maria',
              last_name: 'Souza',
              profile_pic: 'https://cdn.example/maria.jpg',
            },
          }
        }
        if (fields.includes('username') && !fields.includes('instagram_business_account'))
          return {
            status: 200,
            body: { id, name: 'Ana IG', username: 'ana.ig', profile_pic: 'https://cdn.example/ana.jpg' },
          }
        return {
          status: 200,
          body: {
            id,
            name: `Página ${id}`,
            instagram_business_account: { id: `178414${id}`, username: `ig${id}` },
          },
        }
      },
    },
  ]
  const server = createServer(async (request, response) => {
    const target = new URL(request.url ?? '/', 'http://fake.test')
    const path = target.pathname.replace(/^\/v\d+\.\d+\//, '').replace(/^\//, '')
    const call: GraphCall = {
      method: request.method ?? 'GET',
      path,
      query: target.searchParams,
      authorization: request.headers.authorization,
      body: await bodyOf(request),
    }
    calls.push(call)
    let answer: GraphAnswer = { status: 404, body: { error: { message: `Unknown path ${path}`, code: 803 } } }
    for (const route of [...overrides, ...defaults]) {
      const match = route.method === call.method ? route.path.exec(path) : null
      if (match) {
        answer = route.answer(call, match)
        break
      }
    }
    if ('bytes' in answer) {
      response.writeHead(answer.status, {
        'content-type': answer.type,
        'content-length': answer.bytes.length,
      })
      response.end(answer.bytes)
      return
    }
    response.writeHead(answer.status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(answer.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    calls,
    on(method: string, path: RegExp, answer: Route['answer']) {
      overrides.unshift({ method, path, answer })
    },
    reset() {
      overrides.length = 0
      calls.length = 0
    },
    callsTo(method: string, path: RegExp) {
      return calls.filter((call) => call.method === method && path.test(call.path))
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
export type FakeGraph = Awaited<ReturnType<typeof startFakeGraph>>
