import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, startTestApp, type TestApp } from '../../testing/index.ts'
import { redactUrl } from './log-redaction.ts'

let testApp: TestApp
const logLines: string[] = []

beforeAll(async () => {
  testApp = await startTestApp({
    env: { LOG_LEVEL: 'info' },
    logDestination: { write: (line) => void logLines.push(line) },
  })
})

afterAll(async () => {
  await testApp?.close()
})

describe('request logs never carry secrets', () => {
  it('masks the reset code and the new password of /resetpasswords in the request log', async () => {
    const code = '918273'
    const newPassword = 'Very-Secret-Pass-42'
    const answer = await new ApiClient(testApp.url).post(
      `/api/resetpasswords/someone@logs.test/${code}/${newPassword}`,
    )
    // Refused (no such account), but logged like any request.
    expect(answer.body.error).toBe('ERR_EMAIL_NOT_FOUND')

    const logged = logLines.join('')
    expect(logged).toContain('"url":"/api/resetpasswords/someone@logs.test/***/***"')
    expect(logged).not.toContain(code)
    expect(logged).not.toContain(newPassword)
  })

  it('masks tokens and passwords sent as query parameters', () => {
    expect(redactUrl('/socket.io/?EIO=4&token=eyJhbGciOi.abc&transport=websocket')).toBe(
      '/socket.io/?EIO=4&token=***&transport=websocket',
    )
    expect(redactUrl('/api/tickets?pageNumber=2')).toBe('/api/tickets?pageNumber=2')
    expect(redactUrl('/api/webhooks/meta?hub.mode=subscribe&hub.verify_token=s3cret&hub.challenge=42')).toBe(
      '/api/webhooks/meta?hub.mode=subscribe&hub.verify_token=***&hub.challenge=42',
    )
  })
})
