import { getAudioDuration } from 'baileys'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ChromiumAudio, type DecodedAudio, launchChromiumAudio } from '../testing/chromium-audio.ts'
import { oggPages } from '../testing/ogg-pages.ts'
import { blockBody, element, float, type Lacing, text, unsigned } from '../testing/webm-builder.ts'
import { readElement } from './ebml.ts'
import { opusPacketSamples } from './opus-packet.ts'
import { readWebmOpusTrack } from './webm-opus-track.ts'
import { webmToOggOpus } from './webm-to-ogg.ts'

/** One Opus frame of 20 ms at 48 kHz; Chromium's recorder packs three into each 60 ms packet. */
const frame = 960

let chromium: ChromiumAudio
/** A 2-second tone recorded the way the agent inbox records a voice note. */
let recording: { bytes: Buffer; mimeType: string }
/** What Chromium itself decodes from that WebM. */
let recorded: DecodedAudio

beforeAll(async () => {
  chromium = await launchChromiumAudio()
  recording = await chromium.recordTone(2)
  recorded = await chromium.decode(recording.bytes)
})

afterAll(async () => {
  await chromium?.close()
})

/** The recording with its Segment and Clusters sized "unknown", as MediaRecorder writes them while recording. */
function withUnknownSizes(webm: Buffer): Buffer {
  const copy = Buffer.from(webm)
  const unknown = (offset: number) => {
    const idLength = 4
    const sizeLength = Math.clz32(copy[offset + idLength]!) - 23
    copy.fill(0xff, offset + idLength, offset + idLength + sizeLength)
    copy[offset + idLength] = 0xff >> (sizeLength - 1)
  }
  for (let offset = 0; offset < copy.length - 4; offset++) {
    const id = copy.readUInt32BE(offset)
    if ((id === 0x18538067 || id === 0x1f43b675) && readElement(copy, offset)) unknown(offset)
  }
  return copy
}

describe('remuxing a Chromium voice note from WebM to Ogg Opus', () => {
  it('records what the inbox records: WebM with Opus', () => {
    expect(recording.mimeType).toBe('audio/webm;codecs=opus')
    expect(recording.bytes.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))
    expect(recorded.durationSeconds).toBeGreaterThan(1.5)
    expect(recorded.peak).toBeGreaterThan(0.1)
  })

  it('writes pages that parse and check out: OpusHead, OpusTags, audio, end of stream', () => {
    const remuxed = webmToOggOpus(recording.bytes)!
    const pages = oggPages(remuxed.ogg)

    expect(pages.length).toBeGreaterThanOrEqual(3)
    for (const [index, page] of pages.entries()) {
      expect(page.crc).toBe(page.computedCrc)
      expect(page.sequence).toBe(index)
      expect(page.serial).toBe(pages[0]!.serial)
      expect(page.lacing.length).toBeLessThanOrEqual(255)
    }
    const [head, tags, ...audio] = pages
    expect(head!.headerType).toBe(0x02)
    expect(head!.granule).toBe(0n)
    expect(head!.packets).toHaveLength(1)
    expect(head!.packets[0]!.toString('ascii', 0, 8)).toBe('OpusHead')
    expect(head!.packets[0]!.readUInt16LE(10)).toBe(remuxed.preSkip)
    expect(tags!.headerType).toBe(0)
    expect(tags!.granule).toBe(0n)
    expect(tags!.packets.map((packet) => packet.toString('ascii', 0, 8))).toEqual(['OpusTags'])

    // Granules count the samples of the packets ending on each page, read again from their TOC bytes.
    let samples = 0n
    for (const page of audio) {
      for (const packet of page.packets) samples += BigInt(opusPacketSamples(packet)!)
      expect(page.granule).toBe(samples)
    }
    expect(audio.map((page) => page.headerType & 0x04)).toEqual([...Array(audio.length - 1).fill(0), 0x04])
    expect(audio.flatMap((page) => page.packets)).toEqual(readWebmOpusTrack(recording.bytes)!.packets)

    // The Ogg plays as long as Chromium plays the WebM, to within one 20 ms frame.
    const finalGranule = Number(audio.at(-1)!.granule)
    expect(finalGranule).toBe(remuxed.finalGranule)
    expect(Math.abs(finalGranule - remuxed.preSkip - recorded.durationSeconds * 48_000)).toBeLessThanOrEqual(
      frame,
    )
  })

  it('plays in Chromium as long and as loud as the recording', async () => {
    const remuxed = webmToOggOpus(recording.bytes)!
    const played = await chromium.decode(remuxed.ogg)
    expect(Math.abs(played.durationSeconds - recorded.durationSeconds)).toBeLessThanOrEqual(0.1)
    // Chromium honours the granule positions to the sample.
    expect(played.durationSeconds).toBeCloseTo(remuxed.durationSeconds, 4)
    expect(played.channels).toBe(recorded.channels)
    expect(played.peak).toBeGreaterThan(0.3)
    expect(Math.abs(played.rms - recorded.rms)).toBeLessThan(0.05)
  })

  it('gives Baileys the duration it puts on the voice note', async () => {
    const remuxed = webmToOggOpus(recording.bytes)!
    const seconds = await getAudioDuration(remuxed.ogg)
    expect(seconds).toBeCloseTo(remuxed.durationSeconds, 3)
  })

  it('reads a recording whose Segment and Clusters have an unknown size', async () => {
    const streamed = withUnknownSizes(recording.bytes)
    expect(readElement(streamed, readElement(streamed, 0)!.end)!.size).toBeUndefined()
    const remuxed = webmToOggOpus(streamed)!
    expect(remuxed.finalGranule).toBe(webmToOggOpus(recording.bytes)!.finalGranule)
    const played = await chromium.decode(remuxed.ogg)
    expect(Math.abs(played.durationSeconds - recorded.durationSeconds)).toBeLessThanOrEqual(0.1)
  })

  it('keeps the packets before the cut of a recording cut short', async () => {
    const cut = withUnknownSizes(recording.bytes).subarray(0, Math.floor(recording.bytes.length * 0.6))
    const remuxed = webmToOggOpus(cut)!
    const whole = webmToOggOpus(recording.bytes)!
    expect(remuxed.finalGranule).toBeGreaterThan(whole.finalGranule * 0.4)
    expect(remuxed.finalGranule).toBeLessThan(whole.finalGranule * 0.7)
    const played = await chromium.decode(remuxed.ogg)
    expect(played.durationSeconds).toBeCloseTo(remuxed.durationSeconds, 4)
    expect(played.peak).toBeGreaterThan(0.3)
  })
})

describe('the WebM shapes other muxers write', () => {
  /** The recording's packets rewritten with BlockGroups, every lacing, a second track and no CodecPrivate. */
  function rewritten(packets: Uint8Array[], endPaddingNs: number): Buffer {
    const lacings: Lacing[] = ['none', 'xiph', 'ebml', 'fixed']
    const blocks: Buffer[] = []
    for (let start = 0, turn = 0; start < packets.length - 1; start += 2, turn++) {
      const pair = packets.slice(start, Math.min(start + 2, packets.length - 1))
      let lacing = lacings[turn % lacings.length]!
      if (lacing === 'fixed' && pair.some((packet) => packet.length !== pair[0]!.length)) lacing = 'ebml'
      if (lacing === 'none')
        for (const packet of pair) blocks.push(element(0xa3, blockBody(1, [packet], 'none')))
      else if (lacing === 'xiph') blocks.push(element(0xa0, [element(0xa1, blockBody(1, pair, 'xiph'))]))
      else blocks.push(element(0xa3, blockBody(1, pair, lacing)))
      // A block of another track between them, which the remux leaves out.
      blocks.push(element(0xa3, blockBody(2, [Buffer.from('not opus')], 'none')))
    }
    const last = element(0xa0, [
      element(0xa1, blockBody(1, [packets.at(-1)!], 'none')),
      element(0x75a2, unsigned(endPaddingNs)),
    ])
    const half = Math.floor(blocks.length / 2)
    return Buffer.concat([
      element(0x1a45dfa3, [element(0x4282, text('webm'))]),
      element(
        0x18538067,
        [
          element(0x1549a966, [element(0x2ad7b1, unsigned(1_000_000))]),
          element(0x1654ae6b, [
            element(0xae, [element(0xd7, unsigned(2)), element(0x86, text('V_VP8'))]),
            element(0xae, [
              element(0xd7, unsigned(1)),
              element(0x86, text('A_OPUS')),
              // 6.5 ms of codec delay: the usual 312-sample pre-skip.
              element(0x56aa, unsigned(6_500_000)),
              element(0xe1, [element(0xb5, float(48_000)), element(0x9f, unsigned(2))]),
            ]),
          ]),
          element(0x1f43b675, [element(0xe7, unsigned(0)), ...blocks.slice(0, half)], { unknownSize: true }),
          element(0x1f43b675, [element(0xe7, unsigned(1000)), ...blocks.slice(half), last], {
            unknownSize: true,
          }),
        ],
        { unknownSize: true },
      ),
    ])
  }

  it('reads BlockGroups and laced blocks, builds the OpusHead from the track, and trims the end', async () => {
    const packets = readWebmOpusTrack(recording.bytes)!.packets
    const total = packets.reduce((sum, packet) => sum + opusPacketSamples(packet)!, 0)
    // 10 ms of padding in the last packet.
    const remuxed = webmToOggOpus(rewritten(packets, 10_000_000))!
    const pages = oggPages(remuxed.ogg)
    const head = pages[0]!.packets[0]!
    expect(head.toString('ascii', 0, 8)).toBe('OpusHead')
    expect({ version: head[8], channels: head[9], preSkip: head.readUInt16LE(10) }).toEqual({
      version: 1,
      channels: 2,
      preSkip: 312,
    })
    expect(head.readUInt32LE(12)).toBe(48_000)
    expect(pages.slice(2).flatMap((page) => page.packets)).toEqual(packets)
    expect(remuxed.finalGranule).toBe(total - 480)
    expect(pages.at(-1)!.granule).toBe(BigInt(total - 480))
    for (const page of pages) expect(page.crc).toBe(page.computedCrc)

    const played = await chromium.decode(remuxed.ogg)
    // The pre-skip and the end trim both come off what plays.
    expect(played.durationSeconds).toBeCloseTo((total - 480 - 312) / 48_000, 4)
    expect(played.peak).toBeGreaterThan(0.3)
  })

  it('answers undefined for what is not WebM with Opus, so the original is sent', () => {
    const ogg = webmToOggOpus(recording.bytes)!.ogg
    const vorbis = Buffer.from(recording.bytes)
    vorbis.write('A_VORB', vorbis.indexOf('A_OPUS'), 'ascii')
    expect(webmToOggOpus(ogg)).toBeUndefined()
    expect(
      webmToOggOpus(Buffer.from('ID3\u0004\u0000\u0000\u0000\u0000\u0000\u0000mp3 frames')),
    ).toBeUndefined()
    expect(webmToOggOpus(new Uint8Array())).toBeUndefined()
    expect(webmToOggOpus(vorbis)).toBeUndefined()
    expect(webmToOggOpus(recording.bytes.subarray(0, 200))).toBeUndefined()
  })
})

describe('Opus packet durations', () => {
  it('reads them from the TOC byte as RFC 6716 tabulates them', () => {
    const toc = (config: number, code: number, ...rest: number[]) =>
      Uint8Array.from([(config << 3) | code, ...rest])
    // SILK 10/20/40/60 ms, hybrid 10/20 ms, CELT 2.5/5/10/20 ms, one frame each.
    expect([0, 1, 2, 3, 12, 13, 16, 17, 18, 19].map((config) => opusPacketSamples(toc(config, 0)))).toEqual([
      480, 960, 1920, 2880, 480, 960, 120, 240, 480, 960,
    ])
    // Two frames (codes 1 and 2), or the count in the second byte (code 3): Chromium's 3 × 20 ms.
    expect(opusPacketSamples(toc(31, 1))).toBe(1920)
    expect(opusPacketSamples(toc(31, 2, 0))).toBe(1920)
    expect(opusPacketSamples(toc(31, 3, 3))).toBe(2880)
    // Nothing, no frame count, zero frames, or more than 120 ms is not an Opus packet.
    expect(opusPacketSamples(new Uint8Array())).toBeUndefined()
    expect(opusPacketSamples(toc(31, 3))).toBeUndefined()
    expect(opusPacketSamples(toc(31, 3, 0))).toBeUndefined()
    expect(opusPacketSamples(toc(3, 3, 3))).toBeUndefined()
  })
})
