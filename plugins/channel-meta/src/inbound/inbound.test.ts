import { waitFor } from '@atendo/core/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cloud, cloudWebhook, phoneNumberId, wabaId, waId } from '../fixtures/cloud.ts'
import { igAccountId, igsid, instagram, messenger, pageId, pageWebhook, psid } from '../fixtures/messenger.ts'
import { type MetaTestApp, startMetaTestApp } from '../testing/meta-test-app.ts'

let meta: MetaTestApp

interface MessageRow {
  body: string
  media_type: string | null
  media_url: string | null
  from_me: boolean
  ack: number
  is_deleted: boolean
  is_edited: boolean
  data_json: string | null
  quoted: string | null
}

async function messageOf(externalId: string): Promise<MessageRow | undefined> {
  const [row] = await meta.rows<MessageRow>(
    `select m.body, m.media_type, m.media_url, m.from_me, m.ack, m.is_deleted, m.is_edited, m.data_json,
            q.external_id as quoted
       from messages m left join messages q on q.id = m.quoted_msg_id where m.external_id = ?`,
    [externalId],
  )
  return row
}
const arrived = async (externalId: string) => {
  await waitFor(async () => (await messageOf(externalId)) !== undefined)
  return (await messageOf(externalId))!
}
const file = () => `${meta.graph.url}/files/photo-123.jpg`

beforeAll(async () => {
  meta = await startMetaTestApp()
  const connections = [
    { name: 'Messenger', channel: 'facebook', credentials: { pageId, accessToken: 'page-token' } },
    {
      name: 'Instagram',
      channel: 'instagram',
      credentials: { pageId, accessToken: 'page-token', instagramAccountId: igAccountId },
    },
    {
      name: 'Cloud',
      channel: 'whatsapp',
      provider: 'cloud',
      credentials: { phoneNumberId, wabaId, accessToken: 'cloud-token' },
    },
  ]
  for (const body of connections) expect((await meta.admin.post('/api/whatsapp', body)).status).toBe(201)
})
afterAll(() => meta.close())

describe('Messenger', () => {
  it('stores text, and fetches the sender name and picture afterwards', async () => {
    await meta.deliver(pageWebhook([messenger.text('m_text_1', 'Olá!')]))
    expect(await arrived('m_text_1')).toMatchObject({ body: 'Olá!', from_me: false, media_type: null })
    await waitFor(async () => {
      const [contact] = await meta.rows<{ name: string; url_picture: string | null }>(
        `select c.name, c.url_picture from contacts c join contact_identities i on i.contact_id = c.id
          where i.kind = 'psid' and i.value = ?`,
        [psid],
      )
      return contact?.name === 'Maria Souza' && contact.url_picture === 'https://cdn.example/maria.jpg'
    })
    const profileCall = meta.graph.callsTo('GET', new RegExp(`^${psid}$`))[0]!
    expect(profileCall.authorization).toBe('Bearer page-token')
    expect(profileCall.query.get('appsecret_proof')).toMatch(/^[0-9a-f]{64}$/)
  })

  it('downloads attachments into storage, one message per file', async () => {
    await meta.deliver(pageWebhook([messenger.image(file()), messenger.twoFiles(file())]))
    const image = await arrived('m_in_image_1')
    expect(image.media_type).toBe('image')
    expect(image.media_url).toMatch(/^company1\//)
    expect(await arrived('m_in_files_1')).toMatchObject({ body: 'Seguem as fotos', media_type: 'image' })
    expect(await arrived('m_in_files_1:1')).toMatchObject({ media_type: 'application' })
  })

  it('still delivers a message whose file Meta no longer serves, saying so', async () => {
    meta.graph.on('GET', /^files\/gone\.jpg$/, () => ({
      status: 404,
      body: { error: { message: 'gone', code: 100 } },
    }))
    const gone = messenger.image(`${meta.graph.url}/files/gone.jpg`)
    await meta.deliver(pageWebhook([{ ...gone, message: { ...gone.message, mid: 'm_in_gone_1' } }]))
    const message = await arrived('m_in_gone_1')
    meta.graph.reset()
    expect(message).toMatchObject({ media_url: null, media_type: null })
    expect(JSON.parse(message.data_json!)).toMatchObject({ mediaError: 'download-failed' })
  })

  it('keeps stickers, quick replies and postbacks with what they carry', async () => {
    await meta.deliver(pageWebhook([messenger.sticker(file()), messenger.quickReply(), messenger.postback()]))
    const sticker = await arrived('m_in_sticker_1')
    expect(sticker.media_type).toBe('image')
    expect(JSON.parse(sticker.data_json!)).toMatchObject({ sticker: { id: 369239263222822 } })
    const quick = await arrived('m_in_quick_1')
    expect(quick.body).toBe('Sim')
    expect(JSON.parse(quick.data_json!)).toMatchObject({ quickReply: { payload: 'CONFIRM_YES' } })
    const postback = await arrived('m_in_postback_1')
    expect(postback.body).toBe('Falar com atendente')
    expect(JSON.parse(postback.data_json!)).toMatchObject({ postback: { payload: 'TALK_TO_AGENT' } })
  })

  it('applies reactions, edits, echoes and delivery receipts', async () => {
    await meta.deliver(pageWebhook([messenger.text('m_target_1', 'antes')]))
    await arrived('m_target_1')
    await meta.deliver(
      pageWebhook([messenger.reaction('m_target_1'), messenger.edit('m_target_1', 'depois')]),
    )
    await waitFor(async () => (await messageOf('m_target_1'))?.body === 'depois')
    expect((await messageOf('m_target_1'))?.is_edited).toBe(true)
    await waitFor(async () => {
      const rows = await meta.rows<{ body: string }>(
        "select m.body from messages m join messages q on q.id = m.quoted_msg_id where q.external_id = 'm_target_1' and m.media_type = 'reactionMessage'",
      )
      return rows.length === 1 && rows[0]!.body === '❤'
    })
    await meta.deliver(pageWebhook([messenger.echo('m_echo_1', 'Pelo app da página')]))
    expect(await arrived('m_echo_1')).toMatchObject({ from_me: true, body: 'Pelo app da página' })
    await meta.deliver(pageWebhook([messenger.delivery(['m_echo_1'])]))
    await waitFor(async () => (await messageOf('m_echo_1'))?.ack === 2)
  })

  it('marks what the page sent up to a watermark as delivered, then read; later messages wait', async () => {
    const at = Date.now()
    const sent = (mid: string, time: number) => ({ ...messenger.echo(mid, mid), timestamp: time })
    await meta.deliver(pageWebhook([sent('m_wm_1', at - 60_000), sent('m_wm_2', at - 30_000)]))
    await arrived('m_wm_2')
    await meta.deliver(pageWebhook([sent('m_wm_later', at + 60_000)]))
    await arrived('m_wm_later')
    const watermark = (kind: 'delivery' | 'read') => ({
      ...messenger.watermarkRead(),
      read: undefined,
      [kind]: { watermark: at },
    })
    await meta.deliver(pageWebhook([watermark('delivery')]))
    await waitFor(
      async () => (await messageOf('m_wm_1'))?.ack === 2 && (await messageOf('m_wm_2'))?.ack === 2,
    )
    await meta.deliver(pageWebhook([watermark('read')]))
    await waitFor(
      async () => (await messageOf('m_wm_1'))?.ack === 3 && (await messageOf('m_wm_2'))?.ack === 3,
    )
    // A late "delivered" watermark never takes "read" back, and the later message was not touched.
    await meta.deliver(pageWebhook([{ ...watermark('delivery'), delivery: { watermark: at + 1 } }]))
    await waitFor(async () => {
      const [done] = await meta.rows<{ count: string }>(
        "select count(*) from inbound_events where kind = 'ack-until' and status <> 'pending'",
      )
      return Number(done!.count) === 3
    })
    expect((await messageOf('m_wm_1'))?.ack).toBe(3)
    // Sent after the watermark: still only sent.
    expect((await messageOf('m_wm_later'))?.ack).toBe(1)
  })
})

describe('Instagram', () => {
  it('keeps story replies and mentions, applies unsent messages and seen receipts', async () => {
    const body = (items: Record<string, unknown>[]) => pageWebhook(items, igAccountId, 'instagram')
    await meta.deliver(
      body([instagram.storyReply(), instagram.storyMention(file()), instagram.text('ig_text_1')]),
    )
    const reply = await arrived('ig_in_story_reply_1')
    expect(JSON.parse(reply.data_json!)).toMatchObject({ storyReply: { id: '18000000000000001' } })
    const mention = await arrived('ig_in_mention_1')
    expect(mention.media_type).toBe('image')
    expect(JSON.parse(mention.data_json!)).toMatchObject({ storyMention: {} })
    await arrived('ig_text_1')
    await meta.deliver(body([instagram.unsent('ig_text_1')]))
    await waitFor(async () => (await messageOf('ig_text_1'))?.is_deleted === true)
    const [ticket] = await meta.rows<{ channel: string }>(
      "select t.channel from messages m join tickets t on t.id = m.ticket_id where m.external_id = 'ig_text_1'",
    )
    expect(ticket?.channel).toBe('instagram')
    await waitFor(async () => {
      const [contact] = await meta.rows<{ name: string }>(
        `select c.name from contacts c join contact_identities i on i.contact_id = c.id where i.kind = 'igsid' and i.value = ?`,
        [igsid],
      )
      return contact?.name === 'Ana IG'
    })
  })
})

describe('WhatsApp Cloud API', () => {
  it('stores messages with the contact name Meta gives, media from the media endpoint, replies and reactions', async () => {
    await meta.deliver(cloudWebhook(cloud.text('wamid.in.text.1', 'Bom dia')))
    expect(await arrived('wamid.in.text.1')).toMatchObject({ body: 'Bom dia', from_me: false })
    const [contact] = await meta.rows<{ name: string; number: string }>(
      "select c.name, c.number from contacts c join contact_identities i on i.contact_id = c.id where i.kind = 'phone' and i.value = ?",
      [waId],
    )
    expect(contact).toMatchObject({ name: 'João Cloud' })

    await meta.deliver(cloudWebhook(cloud.image()))
    expect(await arrived('wamid.in.image.1')).toMatchObject({ body: 'Comprovante', media_type: 'image' })
    const mediaCalls = meta.graph.callsTo('GET', /^media-photo-1$/)
    expect(mediaCalls[0]!.authorization).toBe('Bearer cloud-token')

    await meta.deliver(cloudWebhook(cloud.button()))
    expect(await arrived('wamid.in.button.1')).toMatchObject({ body: 'Sim' })
    await meta.deliver(cloudWebhook(cloud.reaction('wamid.in.text.1')))
    await waitFor(async () => {
      const rows = await meta.rows(
        "select m.id from messages m join messages q on q.id = m.quoted_msg_id where q.external_id = 'wamid.in.text.1' and m.media_type = 'reactionMessage'",
      )
      return rows.length === 1
    })
  })

  it('leaves out changes of phone numbers no connection has', async () => {
    const answer = await meta.deliver(cloudWebhook(cloud.text('wamid.stranger.1'), '999000999'))
    expect(await answer.json()).toEqual({ received: 0 })
  })
})
