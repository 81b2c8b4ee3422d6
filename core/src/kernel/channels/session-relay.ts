import { randomUUID } from 'node:crypto'
import type { ChannelConnection } from '@atendo/plugin-api'
import { AppError } from '@atendo/plugin-api'
import type { FastifyBaseLogger } from 'fastify'
import { Redis } from 'ioredis'
import { quitRedis } from '../realtime/redis-clients.ts'
import { type RelayedError, relayedError, reviveError } from './relayed-error.ts'

/**
 * How long a caller waits for some process to take a relayed call. Silence means no process holds
 * the session (a phone not paired, a worker restarting), which is what the provider itself would
 * say: ERR_WAPP_NOT_INITIALIZED. Generous, since a busy holder or one reconnecting to Redis may be
 * slow to hear the call; an attendant would rather wait than see a send fail that would have worked.
 */
export const HOLDER_TIMEOUT_MS = 20_000

/**
 * How long a taken call may run before the caller gives up on it. Apart from the wait for a holder,
 * since sending a large file to the channel can take well over the time it takes to find one.
 */
export const ANSWER_TIMEOUT_MS = 120_000

/** A provider call on its way to the process holding the connection's session. */
export interface RelayedCall {
  requestId: string
  /** The calling process's id: where the answer goes. */
  replyTo: string
  providerId: string
  /** The connection without its credentials: enough to ask `holdsSession`; the holder reloads it. */
  connection: ChannelConnection
  method: string
  args: unknown
}

/** What the holder tells the caller: that it took the call, then how the call ended. */
type RelayOutcome =
  | { kind: 'taken' }
  | { kind: 'done'; result?: unknown }
  | { kind: 'failed'; error: RelayedError }
type RelayAnswer = RelayOutcome & { requestId: string }

export interface SessionRelayOptions {
  redisUrl: string
  /** REDIS_PREFIX: deployments sharing one Redis do not hear each other's calls. */
  prefix: string
  log: FastifyBaseLogger
  holderTimeoutMs?: number
  /** The call to run here when this process holds the session; undefined to stay silent. */
  take(call: RelayedCall): (() => Promise<unknown>) | undefined
}

/**
 * Provider calls between processes over Redis pub/sub. Every process hears every call on one
 * channel; the one holding the session answers on the caller's own reply channel. Pub/sub keeps
 * nothing, which suits a call somebody is waiting on: a call no process hears is a failure at once,
 * never a message sent minutes later.
 */
export interface SessionRelay {
  /** Hands a call to the holder of the session and answers its result (or throws its error). */
  request(call: Omit<RelayedCall, 'requestId' | 'replyTo'>): Promise<unknown>
  /** Starts hearing calls and answers; calling it again does nothing. */
  open(): Promise<void>
  /** Stops taking calls, lets the ones running here answer, and closes the connections. */
  close(): Promise<void>
}

interface WaitingCall {
  resolve(result: unknown): void
  reject(error: Error): void
  timer: NodeJS.Timeout
}

export function createSessionRelay(options: SessionRelayOptions): SessionRelay {
  const { log } = options
  const holderTimeoutMs = options.holderTimeoutMs ?? HOLDER_TIMEOUT_MS
  const processId = randomUUID()
  const callChannel = `${options.prefix}-session-calls`
  const answerChannel = (replyTo: string) => `${callChannel}:answers:${replyTo}`
  const waiting = new Map<string, WaitingCall>()
  /** Calls this process took and is still running. */
  const running = new Set<Promise<void>>()
  let clients: { pub: Redis; sub: Redis } | undefined
  let opening: Promise<void> | undefined
  let closed = false

  const notHeld = (cause?: unknown) => new AppError('ERR_WAPP_NOT_INITIALIZED', { cause })

  function settle(requestId: string, outcome: { result: unknown } | { error: Error }): void {
    const call = waiting.get(requestId)
    if (!call) return
    waiting.delete(requestId)
    clearTimeout(call.timer)
    if ('error' in outcome) call.reject(outcome.error)
    else call.resolve(outcome.result)
  }

  function hearAnswer(answer: RelayAnswer): void {
    const call = waiting.get(answer.requestId)
    if (!call) {
      // Too late (the caller gave up) or a second holder: the lease should make the latter impossible.
      if (answer.kind !== 'taken') {
        log.warn({ requestId: answer.requestId }, 'a session call was answered after its caller gave up')
      }
      return
    }
    switch (answer.kind) {
      case 'taken':
        clearTimeout(call.timer)
        call.timer = setTimeout(
          () =>
            settle(answer.requestId, {
              error: new AppError('ERR_SENDING_WAPP_MSG', {
                message: 'The process holding the session did not answer in time',
              }),
            }),
          ANSWER_TIMEOUT_MS,
        )
        return
      case 'done':
        settle(answer.requestId, { result: answer.result })
        return
      case 'failed':
        settle(answer.requestId, { error: reviveError(answer.error) })
        return
    }
  }

  async function reply(call: RelayedCall, answer: RelayOutcome): Promise<void> {
    await clients!.pub.publish(
      answerChannel(call.replyTo),
      JSON.stringify({ ...answer, requestId: call.requestId }),
    )
  }

  function hearCall(call: RelayedCall): void {
    let run: (() => Promise<unknown>) | undefined
    try {
      run = options.take(call)
    } catch (error) {
      log.warn({ err: error, requestId: call.requestId }, 'checking a relayed session call failed')
      return
    }
    if (!run || closed) return
    const work = (async () => {
      await reply(call, { kind: 'taken' })
      let outcome: RelayOutcome
      try {
        outcome = { kind: 'done', result: await run() }
      } catch (error) {
        outcome = { kind: 'failed', error: relayedError(error) }
      }
      await reply(call, outcome)
    })().catch((error: unknown) => {
      log.warn({ err: error, requestId: call.requestId }, 'answering a relayed session call failed')
    })
    running.add(work)
    void work.finally(() => running.delete(work))
  }

  function hear(channel: string, text: string): void {
    let message: unknown
    try {
      message = JSON.parse(text)
    } catch (error) {
      log.warn({ err: error, channel }, 'a session relay message is not JSON')
      return
    }
    if (channel === callChannel) hearCall(message as RelayedCall)
    else hearAnswer(message as RelayAnswer)
  }

  function open(): Promise<void> {
    opening ??= (async () => {
      const pub = new Redis(options.redisUrl)
      const sub = pub.duplicate()
      clients = { pub, sub }
      // ioredis reconnects by itself; the listeners only keep the errors from going unheard
      for (const client of [pub, sub]) {
        client.on('error', (error: unknown) =>
          log.warn({ err: error }, 'session relay redis connection error'),
        )
      }
      sub.on('message', hear)
      await sub.subscribe(callChannel, answerChannel(processId))
    })()
    return opening
  }

  return {
    open,

    async request(call) {
      if (closed) throw notHeld()
      await open()
      const requestId = randomUUID()
      return new Promise((resolve, reject) => {
        waiting.set(requestId, {
          resolve,
          reject,
          timer: setTimeout(() => settle(requestId, { error: notHeld() }), holderTimeoutMs),
        })
        const message: RelayedCall = { ...call, requestId, replyTo: processId }
        clients!.pub
          .publish(callChannel, JSON.stringify(message))
          .catch((error: unknown) => settle(requestId, { error: notHeld(error) }))
      })
    },

    async close() {
      if (closed) return
      closed = true
      await opening?.catch(() => undefined)
      if (!clients) return
      await clients.sub.unsubscribe(callChannel).catch(() => undefined)
      await Promise.allSettled([...running])
      for (const requestId of [...waiting.keys()]) settle(requestId, { error: notHeld() })
      await Promise.all([clients.pub, clients.sub].map(quitRedis))
    },
  }
}
