import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A request the fake received: path, headers that matter, and the body (JSON parsed, or text). */
export interface FakeCall {
  path: string
  authorization: string | undefined
  speechKey: string | undefined
  // biome-ignore lint/suspicious/noExplicitAny: a chat completion request as OpenAI reads it
  body: any
}

/** What the fake answers a chat completion: a JSON body and status, after an optional delay. */
export type ChatAnswer = { status: number; body: unknown; delayMs?: number }

/** A chat completion saying `text`. */
export const saying = (text: string): ChatAnswer => ({
  status: 200,
  body: {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1,
    model: 'gpt-4o-mini',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: text } }],
  },
})

/** A chat completion calling the hand-over function with a farewell. */
export const handingOver = (farewell: string): ChatAnswer => ({
  status: 200,
  body: {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1,
    model: 'gpt-4o-mini',
    choices: [
      {
        index: 0,
        finish_reason: 'tool_calls',
        message: {
          role: 'assistant',
          content: null,
          tool_calls: [
            {
              id: 'call_1',
              type: 'function',
              function: {
                name: 'transferir_para_atendente',
                arguments: JSON.stringify({ mensagem: farewell }),
              },
            },
          ],
        },
      },
    ],
  },
})

/** Bytes that stand for a spoken answer (an Ogg header and padding). */
export const spokenAudio = Buffer.concat([Buffer.from('OggS'), Buffer.alloc(512, 3)])

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/**
 * OpenAI and Azure Speech at the network edge, for tests: one local HTTP server answering chat
 * completions (`/v1/chat/completions`, what the test chose), transcriptions
 * (`/v1/audio/transcriptions`, `heard`) and text-to-speech (`/tts/{region}/cognitiveservices/v1`,
 * Ogg bytes), recording every request.
 *
 * @example
 * const fake = await startFakeOpenAi()
 * fake.answerChat(() => saying('Olá!'))
 */
export async function startFakeOpenAi() {
  const calls: FakeCall[] = []
  let chat: (call: FakeCall) => ChatAnswer = () => saying('Olá! Como posso ajudar?')
  let heard = 'Quero saber do meu pedido'
  const server = createServer(async (request, response) => {
    const raw = await bodyOf(request)
    const path = request.url ?? ''
    let body: unknown = raw.toString('utf8')
    if (request.headers['content-type']?.includes('application/json')) body = JSON.parse(raw.toString('utf8'))
    const call: FakeCall = {
      path,
      authorization: request.headers.authorization,
      speechKey: request.headers['ocp-apim-subscription-key'] as string | undefined,
      body,
    }
    calls.push(call)
    if (path.endsWith('/audio/transcriptions')) {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ text: heard }))
      return
    }
    if (path.endsWith('/cognitiveservices/v1')) {
      response.writeHead(200, { 'content-type': 'audio/ogg' })
      response.end(spokenAudio)
      return
    }
    const { status, body: answer, delayMs } = chat(call)
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs))
    if (response.destroyed) return
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(answer))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const origin = `http://127.0.0.1:${port}`
  return {
    /** The OpenAI base URL to configure (`baseUrl`). */
    url: `${origin}/v1`,
    /** The speech base URL to configure (`speechBaseUrl`). */
    speechUrl: `${origin}/tts/{region}`,
    calls,
    /** The chat completions only. */
    chats: () => calls.filter((call) => call.path.endsWith('/chat/completions')),
    answerChat(next: (call: FakeCall) => ChatAnswer) {
      chat = next
    },
    hear(text: string) {
      heard = text
    },
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

export type FakeOpenAi = Awaited<ReturnType<typeof startFakeOpenAi>>
