import { HttpError } from 'react-admin'
import { describe, expect, it } from 'vitest'
import type { HttpAnswer } from './http-client.ts'
import { createPaymentRequired, withPaymentRequired } from './payment-required.ts'

const answer = { status: 200, headers: new Headers(), body: '{}', json: {} } as HttpAnswer

describe('payment required', () => {
  it('is marked by a 402 answer, which still fails the call, and cleared by a new session', async () => {
    const state = createPaymentRequired()
    let changes = 0
    const unsubscribe = state.subscribe(() => changes++)
    const refused = withPaymentRequired(async () => {
      throw new HttpError('atendo.errors.ERR_SUBSCRIPTION_EXPIRED', 402, { code: 'ERR_SUBSCRIPTION_EXPIRED' })
    }, state)
    await expect(refused('/api/contacts')).rejects.toMatchObject({ status: 402 })
    await expect(refused('/api/queue')).rejects.toMatchObject({ status: 402 })
    expect(state.active()).toBe(true)
    expect(changes).toBe(1)
    state.clear()
    expect(state.active()).toBe(false)
    unsubscribe()
    state.mark()
    expect(changes).toBe(2)
  })

  it('is left alone by answers and by other refusals', async () => {
    const state = createPaymentRequired()
    await withPaymentRequired(async () => answer, state)('/api/contacts')
    const forbidden = withPaymentRequired(async () => {
      throw new HttpError('atendo.errors.ERR_FORBIDDEN', 403, { code: 'ERR_FORBIDDEN' })
    }, state)
    await expect(forbidden('/api/companies')).rejects.toMatchObject({ status: 403 })
    expect(state.active()).toBe(false)
  })
})
