import {
  childrenOf,
  type EbmlElement,
  readElement,
  readFloat,
  readSignedVariableInt,
  readText,
  readUnsigned,
  readUnsignedVariableInt,
} from './ebml.ts'

/** Matroska element ids this reader understands (matroska.org, "Matroska Elements"). */
const ids = {
  ebml: 0x1a45dfa3,
  docType: 0x4282,
  segment: 0x18538067,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackNumber: 0xd7,
  codecId: 0x86,
  codecPrivate: 0x63a2,
  codecDelay: 0x56aa,
  audio: 0xe1,
  samplingFrequency: 0xb5,
  channels: 0x9f,
  cluster: 0x1f43b675,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
  discardPadding: 0x75a2,
} as const

/** The Opus track of a WebM file: how to set up its decoder, and its packets in order. */
export interface WebmOpusTrack {
  /** The track's CodecPrivate (an OpusHead), when it has one. */
  codecPrivate?: Uint8Array
  channels: number
  sampleRate: number
  /** Matroska CodecDelay, in nanoseconds (Opus pre-skip). */
  codecDelayNs: number
  packets: Uint8Array[]
  /** DiscardPadding of the last block, in nanoseconds: samples to drop at the end. */
  endPaddingNs: number
}

interface OpusTrackEntry {
  number: number
  codecPrivate?: Uint8Array
  channels: number
  sampleRate: number
  codecDelayNs: number
}

interface TrackBlock {
  track: number
  frames: Uint8Array[]
  discardPaddingNs: number
}

function opusTrackOf(bytes: Uint8Array, tracks: EbmlElement): OpusTrackEntry | undefined {
  for (const entry of childrenOf(bytes, tracks)) {
    if (entry.id !== ids.trackEntry) continue
    const track: OpusTrackEntry = { number: 0, channels: 1, sampleRate: 48_000, codecDelayNs: 0 }
    let codec = ''
    for (const field of childrenOf(bytes, entry)) {
      if (field.id === ids.trackNumber) track.number = readUnsigned(bytes, field)
      else if (field.id === ids.codecId) codec = readText(bytes, field)
      else if (field.id === ids.codecPrivate) track.codecPrivate = bytes.subarray(field.start, field.end)
      else if (field.id === ids.codecDelay) track.codecDelayNs = readUnsigned(bytes, field)
      else if (field.id === ids.audio) {
        for (const setting of childrenOf(bytes, field)) {
          if (setting.id === ids.channels) track.channels = readUnsigned(bytes, setting)
          else if (setting.id === ids.samplingFrequency) track.sampleRate = readFloat(bytes, setting)
        }
      }
    }
    if (codec === 'A_OPUS' && track.number > 0) return track
  }
  return undefined
}

interface Lacing {
  /** Offset of the first frame's first byte. */
  dataStart: number
  sizes: number[]
}

/** Where a laced block's frames lie (Matroska "Block Lacing"), or undefined when the sizes do not add up. */
function lacingOf(bytes: Uint8Array, offset: number, end: number, lacing: number): Lacing | undefined {
  if (offset >= end) return undefined
  const count = bytes[offset]! + 1
  let cursor = offset + 1
  const sizes: number[] = []
  if (lacing === 0b01) {
    // Xiph: each size but the last as a run of 255s and a final byte below 255.
    for (let frame = 0; frame < count - 1; frame++) {
      let size = 0
      let byte = 255
      while (byte === 255 && cursor < end) {
        byte = bytes[cursor++]!
        size += byte
      }
      sizes.push(size)
    }
  } else if (lacing === 0b11) {
    // EBML: the first size, then signed differences from the previous one.
    const first = readUnsignedVariableInt(bytes, cursor)
    if (!first) return undefined
    cursor += first.length
    sizes.push(first.value)
    for (let frame = 1; frame < count - 1; frame++) {
      const difference = readSignedVariableInt(bytes, cursor)
      if (!difference) return undefined
      cursor += difference.length
      sizes.push(sizes[frame - 1]! + difference.value)
    }
  } else {
    // Fixed: frames of one size.
    const each = (end - cursor) / count
    if (!Number.isInteger(each)) return undefined
    return { dataStart: cursor, sizes: Array<number>(count).fill(each) }
  }
  const last = end - cursor - sizes.reduce((sum, size) => sum + size, 0)
  if (last < 0 || sizes.some((size) => size < 0)) return undefined
  return { dataStart: cursor, sizes: [...sizes, last] }
}

/** A SimpleBlock's or Block's track and frames (Matroska "Block Structure"). */
function blockOf(bytes: Uint8Array, element: EbmlElement): TrackBlock | undefined {
  const track = readUnsignedVariableInt(bytes, element.start)
  if (!track) return undefined
  // The track number, a 16-bit relative timestamp, then the flags.
  const flagsAt = element.start + track.length + 2
  if (flagsAt >= element.end) return undefined
  const lacing = (bytes[flagsAt]! >> 1) & 0b11
  if (lacing === 0)
    return { track: track.value, frames: [bytes.subarray(flagsAt + 1, element.end)], discardPaddingNs: 0 }
  const laced = lacingOf(bytes, flagsAt + 1, element.end, lacing)
  if (!laced) return undefined
  const frames: Uint8Array[] = []
  let cursor = laced.dataStart
  for (const size of laced.sizes) {
    frames.push(bytes.subarray(cursor, cursor + size))
    cursor += size
  }
  return { track: track.value, frames, discardPaddingNs: 0 }
}

function blockGroupOf(bytes: Uint8Array, group: EbmlElement): TrackBlock | undefined {
  let block: TrackBlock | undefined
  let discardPaddingNs = 0
  for (const child of childrenOf(bytes, group)) {
    if (child.id === ids.block) block = blockOf(bytes, child)
    else if (child.id === ids.discardPadding) discardPaddingNs = readUnsigned(bytes, child)
  }
  return block && { ...block, discardPaddingNs }
}

function isWebm(bytes: Uint8Array): boolean {
  const header = readElement(bytes, 0)
  if (header?.id !== ids.ebml || header.size === undefined) return false
  for (const field of childrenOf(bytes, header)) {
    if (field.id === ids.docType) return ['webm', 'matroska'].includes(readText(bytes, field))
  }
  return false
}

/**
 * The Opus track of a WebM (or Matroska) file, or undefined when there is none. MediaRecorder
 * writes the Segment and its Clusters with an unknown size (all ones) while it records, so
 * Clusters are not skipped by size: the walk steps into them and reads their children in line,
 * and the next Cluster's header simply follows the last block of the previous one. A file cut
 * short mid-block keeps the packets before the cut.
 */
export function readWebmOpusTrack(bytes: Uint8Array): WebmOpusTrack | undefined {
  if (!isWebm(bytes)) return undefined
  const header = readElement(bytes, 0)!
  const segment = readElement(bytes, header.end)
  if (segment?.id !== ids.segment) return undefined
  const segmentEnd = Math.min(segment.end, bytes.length)

  let track: OpusTrackEntry | undefined
  const blocks: TrackBlock[] = []
  let offset = segment.start
  while (offset < segmentEnd) {
    const element = readElement(bytes, offset)
    if (!element) break
    if (element.id === ids.cluster) {
      offset = element.start
      continue
    }
    // Only Segment and Cluster may have an unknown size; anything else with one cannot be stepped over.
    if (element.size === undefined || element.end > segmentEnd) break
    if (element.id === ids.tracks) track ??= opusTrackOf(bytes, element)
    else if (element.id === ids.simpleBlock) {
      const block = blockOf(bytes, element)
      if (block) blocks.push(block)
    } else if (element.id === ids.blockGroup) {
      const block = blockGroupOf(bytes, element)
      if (block) blocks.push(block)
    }
    offset = element.end
  }
  if (!track) return undefined

  const own = blocks.filter((block) => block.track === track.number)
  return {
    codecPrivate: track.codecPrivate,
    channels: track.channels,
    sampleRate: track.sampleRate,
    codecDelayNs: track.codecDelayNs,
    packets: own.flatMap((block) => block.frames),
    endPaddingNs: own.at(-1)?.discardPaddingNs ?? 0,
  }
}
