import { readFile } from 'node:fs/promises'
import { beforeAll, describe, expect, it } from 'vitest'
import { launchChromiumAudio } from '../testing/chromium-audio.ts'
import { oggPages } from '../testing/ogg-pages.ts'
import { providerHarness } from '../testing/provider-harness.ts'

const { database, connected } = providerHarness()
const to = { address: '5511988887777', isGroup: false }

/** A voice note as the agent inbox records it in Chromium. */
let webm: Buffer

beforeAll(async () => {
  const chromium = await launchChromiumAudio()
  try {
    webm = (await chromium.recordTone(1)).bytes
  } finally {
    await chromium.close()
  }
})

describe('sending audio recorded in the browser', () => {
  it('sends a WebM voice note as an Ogg Opus voice note and leaves the stored file as it was', async () => {
    const { provider, socket, connection } = await connected()
    const stored = await database().testApp.app.kernel.storage.save(connection.companyId, webm, {
      fileName: 'audio-record-1763800000000.webm',
      mimeType: 'audio/webm;codecs=opus',
    })

    await provider.send({
      connection,
      to,
      message: {
        kind: 'media',
        body: '',
        media: { path: stored.path, fileName: stored.fileName, mimeType: stored.mimeType, voiceNote: true },
      },
    })
    await provider.send({
      connection,
      to,
      message: {
        kind: 'media',
        body: '',
        media: { path: stored.path, fileName: 'gravacao.webm', mimeType: 'audio/webm' },
      },
    })

    const [voiceNote, audioFile] = socket.sent.map((entry) => entry.content as Record<string, unknown>)
    expect(voiceNote).toMatchObject({ ptt: true, mimetype: 'audio/ogg; codecs=opus' })
    const ogg = voiceNote!.audio as Buffer
    expect(Buffer.isBuffer(ogg)).toBe(true)
    expect(ogg.toString('ascii', 0, 4)).toBe('OggS')
    const pages = oggPages(ogg)
    expect(pages[0]!.packets[0]!.toString('ascii', 0, 8)).toBe('OpusHead')
    expect(pages.at(-1)!.headerType & 0x04).toBe(0x04)
    // An audio file that is not a voice note is remuxed too, and stays an audio file.
    expect(audioFile).toMatchObject({ mimetype: 'audio/ogg; codecs=opus' })
    expect(audioFile).not.toHaveProperty('ptt')
    expect((audioFile!.audio as Buffer).toString('ascii', 0, 4)).toBe('OggS')

    expect(await readFile(stored.path)).toEqual(webm)
  })

  it('passes Ogg and MP3 audio through from storage, as they were stored', async () => {
    const { provider, socket, connection } = await connected()
    await provider.send({
      connection,
      to,
      message: {
        kind: 'media',
        body: '',
        media: {
          path: '/data/media/company1/v.ogg',
          fileName: 'v.ogg',
          mimeType: 'audio/ogg',
          voiceNote: true,
        },
      },
    })
    await provider.send({
      connection,
      to,
      message: {
        kind: 'media',
        body: '',
        media: { path: '/data/media/company1/song.mp3', fileName: 'song.mp3', mimeType: 'audio/mpeg' },
      },
    })
    expect(socket.sent.map((entry) => entry.content)).toEqual([
      { audio: { url: '/data/media/company1/v.ogg' }, ptt: true, mimetype: 'audio/ogg; codecs=opus' },
      { audio: { url: '/data/media/company1/song.mp3' }, mimetype: 'audio/mpeg' },
    ])
  })

  it('sends a WebM it cannot remux as it was stored', async () => {
    const { provider, socket, connection } = await connected()
    const vorbis = Buffer.from(webm)
    vorbis.write('A_VORB', vorbis.indexOf('A_OPUS'), 'ascii')
    const stored = await database().testApp.app.kernel.storage.save(connection.companyId, vorbis, {
      fileName: 'audio-record-1763800000001.webm',
      mimeType: 'audio/webm',
    })
    await provider.send({
      connection,
      to,
      message: {
        kind: 'media',
        body: '',
        media: { path: stored.path, fileName: stored.fileName, mimeType: stored.mimeType },
      },
    })
    expect(socket.sent[0]?.content).toEqual({ audio: { url: stored.path }, mimetype: 'audio/webm' })
  })
})
