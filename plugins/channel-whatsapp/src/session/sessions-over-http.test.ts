import { waitFor } from '@atendo/core/testing'
import { describe, expect, it } from 'vitest'
import { disconnectError } from '../testing/socket-double.ts'
import { whatsappApp } from '../testing/whatsapp-app.ts'

/**
 * The connections page's session controls, through core's HTTP API and live events, with the
 * plugin's provider running each session on a socket double (WhatsApp's servers are unreachable).
 */
const { started, socketNumber, socketsOf, row, statusOf, pairedConnection, liveEvents } = whatsappApp()

type SessionEvent = { action: string; session: { id: number; status: string; qrcode: string | null } }

const authKeys = async (connectionId: number) =>
  Number(
    (
      await started().db.query('select count(*) as n from whatsapp_auth_keys where connection_id = $1', [
        connectionId,
      ])
    ).rows[0].n,
  )

describe('pairing by phone-number code', () => {
  it('validates the number, shows the code while PAIRING, live, and follows a changed number', async () => {
    const { admin } = started()
    const live = await liveEvents()
    for (const pairingCodeNumber of ['+55 (11) 98888-7777', '0551198888777', '98887']) {
      const refused = await admin.post('/api/whatsapp', { name: 'Pareamento', pairingCodeNumber })
      expect([refused.status, refused.body.fields?.[0]?.field], pairingCodeNumber).toEqual([
        400,
        'pairingCodeNumber',
      ])
    }
    const created = await admin.post('/api/whatsapp', {
      name: 'Pareamento',
      pairingCodeNumber: '5511988887777',
    })
    expect([created.status, created.body.pairingCodeNumber]).toEqual([201, '5511988887777'])
    const id: number = created.body.id
    const first = await socketNumber(id, 1)
    // WhatsApp offers a QR code first; a connection pairing by number asks for a code instead.
    first.emit('connection.update', { qr: 'qr-1' })
    const pairing = await live.find<SessionEvent>(
      `company-1-whatsappSession`,
      (event) => event.session.id === id && event.session.status === 'PAIRING',
    )
    expect(pairing.session.qrcode).toBe('ABCD1234')
    expect(first.pairingRequests).toEqual(['5511988887777'])
    expect(await row(id)).toMatchObject({ status: 'PAIRING', qrcode: 'ABCD1234' })
    expect((await admin.get(`/api/whatsapp/${id}`)).body).toMatchObject({
      status: 'PAIRING',
      qrcode: 'ABCD1234',
    })

    // Another number while waiting: the session restarts (same lease, no logout) and asks for it.
    expect((await admin.put(`/api/whatsapp/${id}`, { pairingCodeNumber: '5521977776666' })).status).toBe(200)
    const second = await socketNumber(id, 2)
    expect([first.ended, first.loggedOut]).toEqual([true, false])
    second.emit('connection.update', { qr: 'qr-2' })
    await waitFor(() => second.pairingRequests.length === 1)
    expect(second.pairingRequests).toEqual(['5521977776666'])

    // The phone types the code: paired, and the code is gone.
    second.emit('creds.update', {})
    second.open('5521977776666:2@s.whatsapp.net')
    await waitFor(async () => (await statusOf(id)) === 'CONNECTED')
    expect(await row(id)).toMatchObject({ qrcode: null, number: '5521977776666' })
  })
})

describe('restarting', () => {
  it('restarts every session without unlinking any phone: same keys, no new QR code', async () => {
    const { admin } = started()
    const { id, socket } = await pairedConnection()
    const keys = await waitFor(() => authKeys(id))

    expect((await admin.post('/api/whatsapp-restart/')).status).toBe(200)
    const again = await socketNumber(id, 2)
    expect([socket.ended, socket.loggedOut]).toEqual([true, false])
    expect(await authKeys(id)).toBe(keys)
    // The new socket resumes the pairing: it opens without any QR code.
    again.open('5511999990000:4@s.whatsapp.net')
    await waitFor(async () => (await statusOf(id)) === 'CONNECTED')
    expect(again.pairingRequests).toEqual([])
    expect(socketsOf(id)).toHaveLength(2)
  })

  it('counts reconnection attempts in `retries`, and starts over once connected', async () => {
    const { id, socket } = await pairedConnection()
    socket.end(disconnectError(408))
    const second = await socketNumber(id, 2)
    second.end(disconnectError(503))
    const third = await socketNumber(id, 3)
    // The count is written as the next socket opens, not before: wait for it rather than race it.
    await waitFor(async () => (await row(id)).retries === 2)
    third.open()
    await waitFor(async () => (await statusOf(id)) === 'CONNECTED')
    expect((await row(id)).retries).toBe(0)
  })
})

describe('saving a connected connection', () => {
  it('drops the session and asks for a new QR code when the import is switched on (administration.md §4)', async () => {
    const { admin, db } = started()
    const live = await liveEvents()
    const { id, socket } = await pairedConnection()
    const { rows } = await db.query<{ id: number }>(
      `insert into queues (company_id, name, color, created_at, updated_at)
       values (1, 'Importados', '#777777', now(), now()) returning id`,
    )
    const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000).toISOString()
    const saved = await admin.put(`/api/whatsapp/${id}`, {
      importOldMessages: tenDaysAgo,
      queueIdImportMessages: rows[0]!.id,
    })
    expect(saved.status).toBe(200)
    // The device was unlinked and its keys deleted; the new socket asks WhatsApp for the history.
    expect(socket.loggedOut).toBe(true)
    expect(await authKeys(id)).toBe(0)
    const fresh = await socketNumber(id, 2)
    expect(fresh.openedWith?.fullHistory).toBe(true)
    fresh.emit('connection.update', { qr: 'qr-after-import' })
    const shown = await live.find<SessionEvent>(
      'company-1-whatsappSession',
      (event) => event.session.id === id && event.session.status === 'qrcode',
    )
    expect(shown.session.qrcode).toBe('qr-after-import')
    expect(await row(id)).toMatchObject({ status: 'qrcode', qrcode: 'qr-after-import' })

    // Saving it again with the same import changes nothing for the session.
    expect((await admin.put(`/api/whatsapp/${id}`, { name: 'Com importação' })).status).toBe(200)
    expect(socketsOf(id)).toHaveLength(2)
  })
})

describe('the reported status is the truth', () => {
  it('marks DISCONNECTED a connection whose holder died with no successor, not one whose lease is live', async () => {
    const { db, app } = started()
    const live = await liveEvents()
    const { id: alive } = await pairedConnection()
    // A connection whose holder died: CONNECTED since a while, its lease long expired.
    const { rows } = await db.query<{ id: number }>(
      `insert into connections (company_id, name, channel, provider, status, created_at, updated_at)
       values (1, 'Órfã', 'whatsapp', 'baileys', 'CONNECTED', now(), now() - interval '2 minutes') returning id`,
    )
    const orphan = rows[0]!.id
    await db.query(
      `insert into whatsapp_session_leases (connection_id, company_id, holder, expires_at, logout_requested)
       values ($1, 1, 'dead-worker', now() - interval '1 minute', false)`,
      [orphan],
    )
    await db.query(`update connections set updated_at = now() - interval '2 minutes' where id = $1`, [alive])

    expect(await app.app.fastify.connectionRuntime.sweepOrphanedSessions()).toBe(1)
    expect([await statusOf(orphan), await statusOf(alive)]).toEqual(['DISCONNECTED', 'CONNECTED'])
    await live.find<SessionEvent>(
      'company-1-whatsappSession',
      (event) => event.session.id === orphan && event.session.status === 'DISCONNECTED',
    )
  })
})
