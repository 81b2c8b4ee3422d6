import { createSign } from 'node:crypto'
import { AppError, type Clock, type OutboundHttpApi } from '@atendo/plugin-api'
import { integrationErrors } from '../errors.ts'

/** Where Google's services are: configurable so tests (and proxies) point elsewhere. */
export interface DialogflowEndpoints {
  /** Dialogflow ES's API, e.g. https://dialogflow.googleapis.com */
  apiUrl: string
  /** Google's OAuth token endpoint, e.g. https://oauth2.googleapis.com/token */
  tokenUrl: string
  timeoutMs: number
}

/** What Dialogflow answered to one customer text. */
export interface DetectedIntent {
  intent: string
  /** The agent marked the intent as ending the conversation. */
  endOfConversation: boolean
  fulfillmentText: string
  /** The texts of its fulfilment messages, in order (fulfillmentText alone when there are none). */
  messages: string[]
}

interface ServiceAccount {
  client_email: string
  private_key: string
}

const scope = 'https://www.googleapis.com/auth/cloud-platform'

function failed(reason: string): AppError {
  return new AppError(integrationErrors.ERR_INTEGRATIONS_SERVICE_FAILED, { message: `Dialogflow: ${reason}` })
}

/** The service-account JSON a tenant pasted, or a clear refusal. */
export function parseServiceAccount(jsonContent: string): ServiceAccount {
  let parsed: unknown
  try {
    parsed = JSON.parse(jsonContent)
  } catch {
    throw failed('the service-account JSON is not valid JSON')
  }
  const account = parsed as Partial<ServiceAccount>
  if (typeof account.client_email !== 'string' || typeof account.private_key !== 'string')
    throw failed('the service-account JSON lacks client_email or private_key')
  return { client_email: account.client_email, private_key: account.private_key }
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url')

/** The RS256-signed assertion Google exchanges for an access token (OAuth 2.0 JWT bearer grant). */
export function signedAssertion(account: ServiceAccount, tokenUrl: string, now: Date): string {
  const issuedAt = Math.floor(now.getTime() / 1000)
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }))
  const claims = base64url(
    JSON.stringify({ iss: account.client_email, scope, aud: tokenUrl, iat: issuedAt, exp: issuedAt + 3600 }),
  )
  let signature: Buffer
  try {
    signature = createSign('RSA-SHA256').update(`${header}.${claims}`).sign(account.private_key)
  } catch {
    throw failed('the private key of the service account cannot sign')
  }
  return `${header}.${claims}.${base64url(signature)}`
}

async function readJson(response: Response, what: string): Promise<Record<string, unknown>> {
  const body = await response.text()
  if (!response.ok) throw failed(`${what} answered ${response.status}`)
  try {
    return JSON.parse(body) as Record<string, unknown>
  } catch {
    throw failed(`${what} answered something that is not JSON`)
  }
}

/**
 * Dialogflow ES over HTTP: the service account's signed assertion is exchanged for an access
 * token (kept until a minute before it expires), then `detectIntent` is called on the session.
 * Every call goes through the SSRF-guarded client; any failure is ERR_INTEGRATIONS_SERVICE_FAILED.
 */
export function dialogflowClient(outbound: OutboundHttpApi, clock: Clock, endpoints: DialogflowEndpoints) {
  const tokens = new Map<string, { token: string; until: number }>()

  async function accessToken(account: ServiceAccount): Promise<string> {
    const key = `${account.client_email}\n${account.private_key}`
    const known = tokens.get(key)
    if (known && known.until > clock.now().getTime()) return known.token
    const assertion = signedAssertion(account, endpoints.tokenUrl, clock.now())
    const response = await outbound
      .fetch(endpoints.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
          assertion,
        }).toString(),
        timeoutMs: endpoints.timeoutMs,
      })
      .catch((cause: unknown) => {
        throw cause instanceof AppError ? cause : failed('the token endpoint could not be reached')
      })
    const answer = await readJson(response, 'the token endpoint')
    if (typeof answer.access_token !== 'string') throw failed('the token endpoint gave no access token')
    const seconds = typeof answer.expires_in === 'number' ? answer.expires_in : 3600
    tokens.set(key, { token: answer.access_token, until: clock.now().getTime() + (seconds - 60) * 1000 })
    return answer.access_token
  }

  return {
    async detectIntent(input: {
      projectName: string
      jsonContent: string
      language: string
      sessionId: string
      text: string
    }): Promise<DetectedIntent> {
      const account = parseServiceAccount(input.jsonContent)
      const token = await accessToken(account)
      const url = `${endpoints.apiUrl.replace(/\/+$/, '')}/v2/projects/${encodeURIComponent(input.projectName)}/agent/sessions/${encodeURIComponent(input.sessionId)}:detectIntent`
      const response = await outbound
        .fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ queryInput: { text: { text: input.text, languageCode: input.language } } }),
          timeoutMs: endpoints.timeoutMs,
        })
        .catch((cause: unknown) => {
          throw cause instanceof AppError ? cause : failed('detectIntent could not be reached')
        })
      const answer = await readJson(response, 'detectIntent')
      const result = (answer.queryResult ?? {}) as {
        fulfillmentText?: string
        fulfillmentMessages?: { text?: { text?: string[] } }[]
        intent?: { displayName?: string; endInteraction?: boolean }
        diagnosticInfo?: { end_conversation?: boolean }
      }
      const fulfillmentText = result.fulfillmentText ?? ''
      const texts = (result.fulfillmentMessages ?? [])
        .flatMap((message) => message.text?.text ?? [])
        .filter((line) => line.trim() !== '')
      return {
        intent: result.intent?.displayName ?? '',
        endOfConversation: Boolean(result.intent?.endInteraction || result.diagnosticInfo?.end_conversation),
        fulfillmentText,
        messages: texts.length > 0 ? texts : fulfillmentText ? [fulfillmentText] : [],
      }
    },
  }
}

export type DialogflowClient = ReturnType<typeof dialogflowClient>
