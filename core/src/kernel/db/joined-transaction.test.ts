import { describe, expect, it } from 'vitest'
import { currentJoinedTransaction, joinedTransaction } from './joined-transaction.ts'
import type { Em } from './orm.ts'

const transaction = { name: 'the message transaction' } as unknown as Em

describe('joined transactions', () => {
  it('are seen by calls made while the work runs, and only then', async () => {
    expect(currentJoinedTransaction()).toBeUndefined()
    let later: Promise<Em | undefined> | undefined
    const seen = await joinedTransaction(transaction, async () => {
      await Promise.resolve()
      // Work left behind (a timer, a job) runs after the transaction ended: it must not join it.
      later = new Promise((resolve) => setImmediate(() => resolve(currentJoinedTransaction())))
      return currentJoinedTransaction()
    })
    expect(seen).toBe(transaction)
    expect(await later).toBeUndefined()
    expect(currentJoinedTransaction()).toBeUndefined()
  })

  it('end when the work fails too', async () => {
    let leftBehind: Promise<Em | undefined> | undefined
    await expect(
      joinedTransaction(transaction, async () => {
        leftBehind = new Promise((resolve) => setImmediate(() => resolve(currentJoinedTransaction())))
        throw new Error('the handler broke')
      }),
    ).rejects.toThrow('the handler broke')
    expect(await leftBehind).toBeUndefined()
  })
})
