import { initAuthCreds, proto, type SignalDataSet } from 'baileys'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SessionDatabase, startSessionDatabase } from '../testing/session-database.ts'
import { type AuthStateStore, createAuthStateStore } from './auth-state-store.ts'

let database: SessionDatabase
let store: AuthStateStore

beforeAll(async () => {
  database = await startSessionDatabase()
  store = createAuthStateStore(database.sql)
})

afterAll(async () => {
  await database?.close()
})

const keyPair = (seed: number) => ({
  public: new Uint8Array(32).fill(seed),
  private: new Uint8Array(32).fill(seed + 1),
})

describe('auth state in PostgreSQL', () => {
  it('starts with fresh credentials and persists them, buffers included', async () => {
    const owner = await database.createConnection()
    expect(await store.hasCredentials(owner)).toBe(false)
    const first = await store.load(owner)
    expect(first.state.creds.registered).toBe(false)
    first.state.creds.me = { id: '5511999990000:3@s.whatsapp.net', name: 'Loja' }
    await first.saveCreds()

    const again = await store.load(owner)
    expect(await store.hasCredentials(owner)).toBe(true)
    expect(again.state.creds.me).toEqual({ id: '5511999990000:3@s.whatsapp.net', name: 'Loja' })
    expect(Buffer.isBuffer(again.state.creds.noiseKey.private)).toBe(true)
    expect(Buffer.from(again.state.creds.noiseKey.private)).toEqual(
      Buffer.from(first.state.creds.noiseKey.private),
    )
    expect(again.state.creds.signedPreKey.signature).toEqual(
      Buffer.from(first.state.creds.signedPreKey.signature),
    )
    expect(again.state.creds.advSecretKey).toBe(first.state.creds.advSecretKey)
  })

  it('writes, reads and deletes signal keys of every shape', async () => {
    const owner = await database.createConnection()
    const { state } = await store.load(owner)
    await state.keys.set({
      'pre-key': { '1': keyPair(1), '2': keyPair(3) },
      session: { '5511999990000.0': new Uint8Array([1, 2, 3]) },
      'sender-key-memory': { '1203630@g.us': { '5511999990000:0@s.whatsapp.net': true } },
      'app-state-sync-key': {
        AAAA: { keyData: new Uint8Array([9, 9]), timestamp: 1_700_000_000 },
      },
      'lid-mapping': { '5511999990000': '123456789@lid' },
    })

    const preKeys = await state.keys.get('pre-key', ['1', '2', '3'])
    expect(Object.keys(preKeys).sort()).toEqual(['1', '2'])
    expect(Buffer.from(preKeys['1']!.public)).toEqual(Buffer.alloc(32, 1))
    const sessions = await state.keys.get('session', ['5511999990000.0'])
    expect(Buffer.from(sessions['5511999990000.0']!)).toEqual(Buffer.from([1, 2, 3]))
    const memory = await state.keys.get('sender-key-memory', ['1203630@g.us'])
    expect(memory['1203630@g.us']).toEqual({ '5511999990000:0@s.whatsapp.net': true })
    const appState = await state.keys.get('app-state-sync-key', ['AAAA'])
    // Baileys' app-state decoding needs the protobuf class back, not a plain object.
    expect(appState.AAAA).toBeInstanceOf(proto.Message.AppStateSyncKeyData)
    expect(Buffer.from(appState.AAAA!.keyData!)).toEqual(Buffer.from([9, 9]))
    expect((await state.keys.get('lid-mapping', ['5511999990000']))['5511999990000']).toBe('123456789@lid')

    // null deletes, a new value replaces.
    await state.keys.set({ 'pre-key': { '1': null, '2': keyPair(7) } })
    const afterUpdate = await state.keys.get('pre-key', ['1', '2'])
    expect(afterUpdate['1']).toBeUndefined()
    expect(Buffer.from(afterUpdate['2']!.private)).toEqual(Buffer.alloc(32, 8))
  })

  it('writes one set in one transaction: a failing batch leaves nothing behind', async () => {
    const owner = await database.createConnection()
    const { state } = await store.load(owner)
    const tooLong = 'x'.repeat(300)
    const failing = { 'pre-key': { '10': keyPair(1), [tooLong]: keyPair(2) } } satisfies SignalDataSet
    await expect(state.keys.set(failing)).rejects.toThrow()
    expect(await state.keys.get('pre-key', ['10'])).toEqual({})
  })

  it('takes concurrent sets of overlapping keys without losing or deadlocking', async () => {
    const owner = await database.createConnection()
    const { state } = await store.load(owner)
    const ids = Array.from({ length: 40 }, (_, index) => String(index))
    const writers = Array.from({ length: 8 }, (_, writer) => {
      // Each writer touches the same keys in a different order.
      const order = writer % 2 === 0 ? ids : [...ids].reverse()
      return state.keys.set({
        session: Object.fromEntries(order.map((id) => [id, new Uint8Array([writer, Number(id)])])),
      })
    })
    await Promise.all(writers)
    const stored = await state.keys.get('session', ids)
    expect(Object.keys(stored)).toHaveLength(40)
    // All keys come from one writer or another, each intact.
    for (const id of ids) expect(Buffer.from(stored[id]!)[1]).toBe(Number(id))
  })

  it('keeps two connections apart, also across companies', async () => {
    const first = await database.createConnection(1)
    const second = await database.createConnection(2)
    const one = await store.load(first)
    const two = await store.load(second)
    await one.state.keys.set({ 'pre-key': { '1': keyPair(10) } })
    await two.state.keys.set({ 'pre-key': { '1': keyPair(20) } })
    await one.saveCreds()

    expect(Buffer.from((await one.state.keys.get('pre-key', ['1']))['1']!.public)).toEqual(
      Buffer.alloc(32, 10),
    )
    expect(Buffer.from((await two.state.keys.get('pre-key', ['1']))['1']!.public)).toEqual(
      Buffer.alloc(32, 20),
    )
    expect(await store.hasCredentials(second)).toBe(false)

    // A connection id under the wrong company sees nothing.
    const forged = await store.load({ companyId: second.companyId, connectionId: first.connectionId })
    expect(await forged.state.keys.get('pre-key', ['1'])).toEqual({})
    expect(await store.hasCredentials({ companyId: 2, connectionId: first.connectionId })).toBe(false)
  })

  it('deletes credentials and keys of a logged-out session, and only those', async () => {
    const loggedOut = await database.createConnection()
    const other = await database.createConnection()
    for (const owner of [loggedOut, other]) {
      const { state, saveCreds } = await store.load(owner)
      await saveCreds()
      await state.keys.set({ 'pre-key': { '1': keyPair(1) } })
    }
    await store.clear(loggedOut)
    const { rows } = await database.db.query(
      'select connection_id, count(*)::int as keys from whatsapp_auth_keys where connection_id = any($1) group by 1',
      [[loggedOut.connectionId, other.connectionId]],
    )
    expect(rows).toEqual([{ connection_id: other.connectionId, keys: 2 }])
    const fresh = await store.load(loggedOut)
    expect(fresh.state.creds.registered).toBe(false)
    expect(fresh.state.creds.noiseKey.public).not.toEqual(initAuthCreds().noiseKey.public)
  })

  it('goes away with its connection', async () => {
    const owner = await database.createConnection()
    const { saveCreds } = await store.load(owner)
    await saveCreds()
    await database.db.query('delete from connections where id = $1', [owner.connectionId])
    expect(await store.hasCredentials(owner)).toBe(false)
  })
})
