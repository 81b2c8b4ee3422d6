import { oggCrc } from './ogg-crc.ts'

/** An Opus packet and the 48 kHz samples it decodes to. */
export interface TimedOpusPacket {
  data: Uint8Array
  samples: number
}

export interface OggOpusInput {
  /** The identification header (RFC 7845 §5.1). */
  opusHead: Uint8Array
  /** The OpusTags vendor string. */
  vendor: string
  packets: TimedOpusPacket[]
  /** Samples to drop from the end of the last packet. */
  endTrimSamples: number
  /** The logical stream's serial number. */
  serial: number
}

export interface OggOpusOutput {
  bytes: Buffer
  /** Granule position of the last page: decoded samples at 48 kHz, pre-skip included. */
  finalGranule: number
  pageCount: number
}

const headerType = { continued: 0x01, firstPage: 0x02, lastPage: 0x04 } as const
/** A page holds at most 255 lacing values (RFC 3533 §6). */
const maxSegments = 255
/** Audio pages hold about a second, as opusenc writes them: a seek lands near, a page stays small. */
const pageSamples = 48_000

/** Lacing values of one packet: 255 for each full 255 bytes, then the rest (0 when it divides evenly). */
function lacingOf(length: number): number[] {
  return [...Array<number>(Math.floor(length / 255)).fill(255), length % 255]
}

function opusTags(vendor: string): Buffer {
  const vendorBytes = Buffer.from(vendor, 'utf8')
  const tags = Buffer.alloc(8 + 4 + vendorBytes.length + 4)
  tags.write('OpusTags', 0, 'ascii')
  tags.writeUInt32LE(vendorBytes.length, 8)
  vendorBytes.copy(tags, 12)
  // No user comments.
  tags.writeUInt32LE(0, 12 + vendorBytes.length)
  return tags
}

/**
 * Writes one Ogg Opus stream (RFC 7845): the OpusHead alone on the first page, OpusTags on the
 * second, then the audio, each page's granule position counting the samples of the packets
 * that end on it, the last page marked end-of-stream. No Opus packet needs more than one page
 * (at most 120 ms of 1275-byte frames, 241 lacing values), so packets are never split.
 */
export function writeOggOpus(input: OggOpusInput): OggOpusOutput {
  const pages: Buffer[] = []
  const page = (type: number, granule: number, packets: Uint8Array[]) => {
    const segments = packets.flatMap((packet) => lacingOf(packet.length))
    if (segments.length > maxSegments) throw new RangeError('an Ogg page holds at most 255 lacing values')
    const header = Buffer.alloc(27 + segments.length)
    header.write('OggS', 0, 'ascii')
    header.writeUInt8(0, 4)
    header.writeUInt8(type, 5)
    header.writeBigInt64LE(BigInt(granule), 6)
    header.writeUInt32LE(input.serial, 14)
    header.writeUInt32LE(pages.length, 18)
    // The CRC (offset 22) is computed with its own field zeroed.
    header.writeUInt8(segments.length, 26)
    Buffer.from(segments).copy(header, 27)
    const bytes = Buffer.concat([header, ...packets])
    bytes.writeUInt32LE(oggCrc(bytes), 22)
    pages.push(bytes)
  }

  page(headerType.firstPage, 0, [input.opusHead])
  page(0, 0, [opusTags(input.vendor)])

  const totalSamples = input.packets.reduce((sum, packet) => sum + packet.samples, 0)
  let granule = 0
  let pending: Uint8Array[] = []
  let pendingSegments = 0
  let pendingSamples = 0
  let previousGranule = 0
  const flush = (last: boolean) => {
    // End trimming is told by the last page's granule alone, never below the page before it.
    const pageGranule = last ? Math.max(previousGranule, totalSamples - input.endTrimSamples) : granule
    page(last ? headerType.lastPage : 0, pageGranule, pending)
    previousGranule = pageGranule
    pending = []
    pendingSegments = 0
    pendingSamples = 0
  }
  for (const packet of input.packets) {
    const segments = lacingOf(packet.data.length).length
    if (pending.length > 0 && (pendingSegments + segments > maxSegments || pendingSamples >= pageSamples))
      flush(false)
    pending.push(packet.data)
    pendingSegments += segments
    pendingSamples += packet.samples
    granule += packet.samples
  }
  flush(true)

  return { bytes: Buffer.concat(pages), finalGranule: previousGranule, pageCount: pages.length }
}
