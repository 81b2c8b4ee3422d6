import { randomInt } from 'node:crypto'
import { type TimedOpusPacket, writeOggOpus } from './ogg-opus-writer.ts'
import { opusPacketSamples } from './opus-packet.ts'
import { readWebmOpusTrack, type WebmOpusTrack } from './webm-opus-track.ts'

/** The mime type WhatsApp plays as a voice note, and what a remuxed file is. */
export const oggOpusMime = 'audio/ogg; codecs=opus'

/** A WebM recording rewritten as Ogg Opus, the same Opus packets in a new container. */
export interface OggOpusRemux {
  ogg: Buffer
  /** Samples (48 kHz) the decoder drops at the start, from the OpusHead. */
  preSkip: number
  /** Granule position of the last page. */
  finalGranule: number
  /** What a player plays: (final granule − pre-skip) / 48000. */
  durationSeconds: number
}

const nanosecondsPerSample = 1e9 / 48_000

/** The track's OpusHead: its CodecPrivate when it has one, else one built from its audio settings (RFC 7845 §5.1). */
function opusHeadOf(track: WebmOpusTrack): Buffer | undefined {
  const codecPrivate = track.codecPrivate
  if (codecPrivate) {
    const head = Buffer.from(codecPrivate)
    return head.length >= 19 && head.toString('ascii', 0, 8) === 'OpusHead' ? head : undefined
  }
  // Without CodecPrivate there is no channel mapping table: mono and stereo only (mapping family 0).
  if (track.channels < 1 || track.channels > 2) return undefined
  const head = Buffer.alloc(19)
  head.write('OpusHead', 0, 'ascii')
  head.writeUInt8(1, 8)
  head.writeUInt8(track.channels, 9)
  head.writeUInt16LE(Math.round(track.codecDelayNs / nanosecondsPerSample), 10)
  head.writeUInt32LE(Math.round(track.sampleRate), 12)
  head.writeInt16LE(0, 16)
  head.writeUInt8(0, 18)
  return head
}

/**
 * Rewrites a WebM/Opus file (what Chromium's MediaRecorder records) as Ogg Opus without
 * re-encoding: the Opus packets are copied as they are, their durations read from their TOC
 * bytes. Answers undefined for anything else (not WebM, no Opus track, a packet that is not
 * Opus), which the caller sends as it is.
 */
export function webmToOggOpus(webm: Uint8Array): OggOpusRemux | undefined {
  const track = readWebmOpusTrack(webm)
  if (!track || track.packets.length === 0) return undefined
  const opusHead = opusHeadOf(track)
  if (!opusHead) return undefined
  const packets: TimedOpusPacket[] = []
  for (const data of track.packets) {
    const samples = opusPacketSamples(data)
    if (samples === undefined) return undefined
    packets.push({ data, samples })
  }
  const written = writeOggOpus({
    opusHead,
    vendor: 'atendo webm-to-ogg',
    packets,
    endTrimSamples: Math.round(track.endPaddingNs / nanosecondsPerSample),
    serial: randomInt(2 ** 32),
  })
  const preSkip = opusHead.readUInt16LE(10)
  return {
    ogg: written.bytes,
    preSkip,
    finalGranule: written.finalGranule,
    durationSeconds: Math.max(0, written.finalGranule - preSkip) / 48_000,
  }
}
