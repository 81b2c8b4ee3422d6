import { describe, expect, it } from 'vitest'
import { cloud, cloudWebhook } from '../fixtures/cloud.ts'
import { instagram, messenger, pageWebhook } from '../fixtures/messenger.ts'
import { GraphError } from '../graph/graph-error.ts'
import { graphFailure, outsideWindow } from '../graph/graph-errors.ts'
import { routeEntries } from '../webhook/route-entries.ts'
import { mapCloudChange } from './cloud-events.ts'
import { mapMessagingEvent } from './messenger-events.ts'

describe('mapping Meta events', () => {
  it('maps receipts that name no message (Messenger watermarks) to acks up to the watermark', () => {
    const [read] = mapMessagingEvent(
      { ...messenger.watermarkRead(), read: { watermark: 1_764_300_000_000 } },
      'psid',
    )
    expect(read!.event).toEqual({
      kind: 'ack-until',
      contact: { identities: [{ kind: 'psid', value: '24000000000000001' }] },
      ack: 3,
      until: new Date(1_764_300_000_000).toISOString(),
      timestamp: expect.any(String),
    })
    const [delivered] = mapMessagingEvent(
      { ...messenger.delivery([]), delivery: { watermark: 1_764_300_000_000 } },
      'psid',
    )
    expect(delivered!.event).toMatchObject({ kind: 'ack-until', ack: 2 })
    // A watermark that is not a time marks nothing.
    expect(mapMessagingEvent({ ...messenger.delivery([]), delivery: { watermark: 0 } }, 'psid')).toEqual([])
  })

  it('addresses echoes to the person the page wrote to', () => {
    const [mapped] = mapMessagingEvent(messenger.echo(), 'psid')
    expect(mapped!.event).toMatchObject({
      kind: 'message',
      message: { fromMe: true, contact: { identities: [{ kind: 'psid', value: '24000000000000001' }] } },
    })
  })

  it('takes a removed reaction back with an empty emoji', () => {
    const [mapped] = mapMessagingEvent(messenger.reaction('m_1', 'unreact'), 'psid')
    expect(mapped!.event).toMatchObject({ kind: 'reaction', externalId: 'm_1', emoji: '' })
  })

  it('maps Instagram seen receipts to read acks', () => {
    const [mapped] = mapMessagingEvent(instagram.seen('ig_1'), 'igsid')
    expect(mapped!.event).toMatchObject({ kind: 'ack', externalId: 'ig_1', ack: 3 })
  })

  it('maps a failed Cloud API status to a send failure with its reason', () => {
    const [mapped] = mapCloudChange(
      cloudWebhook(cloud.failed('wamid.x')).entry[0]!.changes[0]!.value as never,
    )
    expect(mapped!.event).toMatchObject({
      kind: 'send-failed',
      externalId: 'wamid.x',
      reason: '131047 Re-engagement message',
    })
  })

  it('splits a Cloud API entry per phone number, and Messenger entries per page', () => {
    const body = cloudWebhook(cloud.text())
    body.entry[0]!.changes.push({
      ...body.entry[0]!.changes[0]!,
      value: {
        ...body.entry[0]!.changes[0]!.value,
        metadata: { display_phone_number: '1', phone_number_id: '222' },
      },
    })
    expect(routeEntries(body as never).map((entry) => [entry.kind, entry.accountId])).toEqual([
      ['phone-number', '106000000000001'],
      ['phone-number', '222'],
    ])
    const pages = { object: 'page', entry: [...pageWebhook([]).entry, ...pageWebhook([], '8').entry] }
    expect(routeEntries(pages).map((entry) => entry.accountId)).toEqual(['7001', '8'])
    expect(routeEntries({ object: 'user', entry: [{ id: '1' }] })).toEqual([])
  })
})

describe('Graph errors', () => {
  const failure = (code: number, subcode?: number, status = 400) =>
    graphFailure(new GraphError('x', { status, code, subcode })).code

  it('names what went wrong for the attendant', () => {
    expect(failure(190)).toBe('ERR_CHANNEL_META_TOKEN_REVOKED')
    expect(failure(10, 2018278)).toBe('ERR_CHANNEL_META_WINDOW_CLOSED')
    expect(failure(131047)).toBe('ERR_CHANNEL_META_WINDOW_CLOSED')
    expect(failure(551, 1545041)).toBe('ERR_CHANNEL_META_RECIPIENT_UNAVAILABLE')
    expect(failure(613)).toBe('ERR_CHANNEL_META_RATE_LIMITED')
    expect(failure(130429)).toBe('ERR_CHANNEL_META_RATE_LIMITED')
    expect(failure(200)).toBe('ERR_CHANNEL_META_PERMISSION')
    expect(failure(132001)).toBe('ERR_CHANNEL_META_TEMPLATE_INVALID')
    expect(failure(100)).toBe('ERR_CHANNEL_META_REFUSED')
    expect(failure(1, undefined, 500)).toBe('ERR_CHANNEL_META_UNAVAILABLE')
    expect(graphFailure(GraphError.unreachable(new Error('ECONNREFUSED'))).code).toBe(
      'ERR_CHANNEL_META_UNAVAILABLE',
    )
  })

  it('recognises the closed 24-hour window', () => {
    expect(outsideWindow(new GraphError('x', { status: 400, code: 10, subcode: 2018278 }))).toBe(true)
    expect(outsideWindow(new GraphError('x', { status: 400, code: 10 }))).toBe(false)
  })
})
