import {
  ApiClient,
  createCompany,
  createUser,
  startTestApp,
  TEST_ADMIN,
  type TestApp,
} from '@atendo/core/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import flows from './index.ts'

let testApp: TestApp
let admin: ApiClient
let other: ApiClient
let plainUser: ApiClient

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
])
const ogg = Buffer.concat([Buffer.from('OggS'), Buffer.alloc(64, 2)])
const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(64, 3)])

const form = (...files: [Buffer, string, string][]) => {
  const body = new FormData()
  for (const [content, name, type] of files)
    body.append('medias', new Blob([new Uint8Array(content)], { type }), name)
  return body
}

beforeAll(async () => {
  testApp = await startTestApp({ plugins: [flows] })
  admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
  const otherCompany = await createCompany(testApp, { name: 'Outra empresa de mídias' })
  other = await new ApiClient(testApp.url).login(
    await createUser(testApp, { companyId: otherCompany, profile: 'admin' }),
  )
  plainUser = await new ApiClient(testApp.url).login(
    await createUser(testApp, { companyId: 1, profile: 'user' }),
  )
})
afterAll(() => testApp?.close())

describe('flow media uploads', () => {
  it('stores a content node’s cards, told by content, and serves them so they cannot run as a page', async () => {
    const answer = await admin.post(
      '/api/flowbuilder/content',
      form([png, 'foto.png', 'image/png'], [ogg, 'voz.ogg', 'audio/ogg'], [mp4, 'clipe.mp4', 'video/mp4']),
    )
    expect(answer.status).toBe(200)
    expect(answer.body.map((file: { kind: string }) => file.kind)).toEqual(['img', 'audio', 'video'])
    expect(answer.body[0]).toMatchObject({ original: 'foto.png', mimeType: 'image/png' })
    expect(answer.body[0].name).toMatch(/^company1\/[^/]+$/)
    const served = await admin.open(answer.body[0].url)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    expect(served.headers.get('content-security-policy')).toContain('sandbox')
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true)
  })

  it('stores the file of an image node and of an audio node, each only of its kind', async () => {
    const image = await admin.post('/api/flowbuilder/img', form([png, 'a.png', 'image/png']))
    expect(image.status).toBe(200)
    expect(image.body).toMatchObject({ kind: 'img', mimeType: 'image/png' })
    const audio = await admin.post('/api/flowbuilder/audio', form([ogg, 'a.opus', 'audio/ogg']))
    expect(audio.body).toMatchObject({ kind: 'audio', mimeType: 'audio/ogg' })
    const wrongKind = await admin.post('/api/flowbuilder/img', form([ogg, 'b.png', 'image/png']))
    expect(wrongKind.status).toBe(400)
    expect(wrongKind.body.error).toBe('ERR_VALIDATION')
  })

  it('refuses a disguised file and leaves nothing of the upload behind', async () => {
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>')
    const disguised = await admin.post(
      '/api/flowbuilder/content',
      form([png, 'ok.png', 'image/png'], [html, 'foto.png', 'image/png']),
    )
    expect(disguised.status).toBe(400)
    expect(disguised.body.error).toBe('ERR_VALIDATION')
    expect(disguised.body.fields[0].field).toBe('medias')
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')
    expect((await admin.post('/api/flowbuilder/img', form([svg, 'x.png', 'image/png']))).status).toBe(400)
    expect((await admin.post('/api/flowbuilder/content', new FormData())).status).toBe(400)
  })

  it('refuses an image over 2 MB and an audio over 5 MB', async () => {
    const bigImage = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)])
    const tooBig = await admin.post('/api/flowbuilder/img', form([bigImage, 'g.png', 'image/png']))
    expect(tooBig.status).toBe(413)
    expect(tooBig.body.error).toBe('ERR_PAYLOAD_TOO_LARGE')
    const bigAudio = Buffer.concat([ogg, Buffer.alloc(5 * 1024 * 1024)])
    expect(
      (await admin.post('/api/flowbuilder/content', form([bigAudio, 'g.ogg', 'audio/ogg']))).status,
    ).toBe(413)
    const fourMbAudio = Buffer.concat([ogg, Buffer.alloc(4 * 1024 * 1024)])
    expect(
      (await admin.post('/api/flowbuilder/audio', form([fourMbAudio, 'g.ogg', 'audio/ogg']))).status,
    ).toBe(200)
  })

  it('answers signed preview links of the stored files a reopened flow names', async () => {
    const [image, audio] = (
      await admin.post(
        '/api/flowbuilder/content',
        form([png, 'foto.png', 'image/png'], [ogg, 'voz.ogg', 'audio/ogg']),
      )
    ).body as { name: string }[]
    const video = (await admin.post('/api/flowbuilder/content', form([mp4, 'clipe.mp4', 'video/mp4'])))
      .body[0]
    const flowId = (await admin.post('/api/flowbuilder', { name: 'Prévias' })).body.id
    const saved = await admin.post('/api/flowbuilder/flow', {
      idFlow: flowId,
      nodes: [
        { id: 'v', type: 'video', position: { x: 0, y: 0 }, data: { url: video.name } },
        {
          id: 'bloco',
          type: 'singleBlock',
          position: { x: 40, y: 0 },
          data: {
            seq: ['img1', 'audio2', 'message3'],
            elements: [
              { number: 'img1', type: 'img', value: image!.name, original: 'foto.png' },
              { number: 'audio2', type: 'audio', value: audio!.name, record: true },
              { number: 'message3', type: 'message', value: 'Olá' },
            ],
          },
        },
      ],
      connections: [{ source: 'v', target: 'bloco' }],
    })
    expect(saved.status).toBe(200)
    const reopened = (await admin.get(`/api/flowbuilder/flow/${flowId}`)).body.flow
    expect(Object.keys(reopened.mediaLinks).sort()).toEqual([image!.name, audio!.name, video.name].sort())
    const served = await admin.open(reopened.mediaLinks[image!.name])
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true)
    expect(saved.body.flow.mediaLinks[video.name]).toMatch(/^\/public\//)
    // Another company asking for the flow learns nothing of it.
    expect((await other.get(`/api/flowbuilder/flow/${flowId}`)).status).toBe(404)
  })

  it('is for admins, and a flow cannot send another company’s file', async () => {
    expect((await plainUser.post('/api/flowbuilder/img', form([png, 'a.png', 'image/png']))).status).toBe(403)
    const mine = (await admin.post('/api/flowbuilder/img', form([png, 'a.png', 'image/png']))).body.name
    const theirs = (await other.post('/api/flowbuilder/img', form([png, 'b.png', 'image/png']))).body.name
    expect(theirs).not.toMatch(/^company1\//)
    const flowId = (await admin.post('/api/flowbuilder', { name: 'Mídias' })).body.id
    const save = (url: string) =>
      admin.post('/api/flowbuilder/flow', {
        idFlow: flowId,
        nodes: [
          { id: 's', type: 'start', position: { x: 0, y: 0 }, data: {} },
          { id: 'foto', type: 'img', position: { x: 40, y: 0 }, data: { url } },
        ],
        connections: [{ source: 's', target: 'foto' }],
      })
    expect((await save(mine)).status).toBe(200)
    const refused = await save(theirs)
    expect(refused.status).toBe(400)
    expect(refused.body.details).toMatchObject({ nodeId: 'foto' })
    const card = await admin.post('/api/flowbuilder/flow', {
      idFlow: flowId,
      nodes: [
        {
          id: 'bloco',
          type: 'singleBlock',
          position: { x: 0, y: 0 },
          data: { seq: ['img1'], elements: [{ number: 'img1', type: 'img', value: theirs }] },
        },
      ],
      connections: [],
    })
    expect(card.status).toBe(400)
    expect(card.body.message).toContain('bloco')
  })
})
