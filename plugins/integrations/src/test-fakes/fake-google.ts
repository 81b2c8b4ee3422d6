import { createVerify, generateKeyPairSync } from 'node:crypto'
import { type FakeRequest, fakeServer } from './fake-server.ts'

/** What the fake agent answers to a text: its intent, messages and whether it ends the conversation. */
export interface FakeIntent {
  intent: string
  messages: string[]
  end?: boolean
}

/**
 * Google at the network edge: an OAuth token endpoint that checks the service account's RS256
 * assertion with its public key, and Dialogflow's detectIntent that checks the token it issued.
 */
export async function fakeGoogle(intents: (text: string) => FakeIntent) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const account = {
    type: 'service_account',
    project_id: 'atendo-agent',
    client_email: 'bot@atendo-agent.iam.gserviceaccount.com',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  }
  const token = 'ya29.fake-token'
  const detected: { project: string; session: string; text: string; language: string }[] = []
  const server = await fakeServer(async (request: FakeRequest) => {
    if (request.path === '/token') {
      const assertion = new URLSearchParams(request.body).get('assertion') ?? ''
      const [header, claims, signature] = assertion.split('.')
      const valid = createVerify('RSA-SHA256')
        .update(`${header}.${claims}`)
        .verify(publicKey, Buffer.from(signature ?? '', 'base64url'))
      const payload = JSON.parse(Buffer.from(claims ?? '', 'base64url').toString()) as { iss?: string }
      if (!valid || payload.iss !== account.client_email)
        return { status: 400, json: { error: 'invalid_grant' } }
      return { json: { access_token: token, expires_in: 3600, token_type: 'Bearer' } }
    }
    const match = /^\/v2\/projects\/([^/]+)\/agent\/sessions\/([^/:]+):detectIntent$/.exec(request.path)
    if (!match) return { status: 404, json: { error: 'not found' } }
    if (request.headers.authorization !== `Bearer ${token}`)
      return { status: 401, json: { error: 'unauthenticated' } }
    const query = JSON.parse(request.body) as { queryInput: { text: { text: string; languageCode: string } } }
    detected.push({
      project: decodeURIComponent(match[1]!),
      session: decodeURIComponent(match[2]!),
      text: query.queryInput.text.text,
      language: query.queryInput.text.languageCode,
    })
    const answer = intents(query.queryInput.text.text)
    return {
      json: {
        responseId: 'r-1',
        queryResult: {
          queryText: query.queryInput.text.text,
          fulfillmentText: answer.messages[0] ?? '',
          fulfillmentMessages: answer.messages.map((text) => ({ text: { text: [text] } })),
          intent: { displayName: answer.intent, endInteraction: answer.end ?? false },
        },
      },
    }
  })
  return { server, account, accountJson: JSON.stringify(account), detected }
}
