/**
 * Writes small WebM files by hand, for the shapes Chromium's MediaRecorder does not produce
 * (BlockGroups, laced blocks, no CodecPrivate, DiscardPadding, several tracks).
 */

export type EbmlPayload = Uint8Array | EbmlPayload[]

function idBytes(id: number): Buffer {
  const length = id > 0xffffff ? 4 : id > 0xffff ? 3 : id > 0xff ? 2 : 1
  const bytes = Buffer.alloc(length)
  bytes.writeUIntBE(id, 0, length)
  return bytes
}

function flatten(payload: EbmlPayload): Buffer {
  return payload instanceof Uint8Array ? Buffer.from(payload) : Buffer.concat(payload.map(flatten))
}

/** One element with an 8-byte size, or the unknown size (all ones) a live recorder writes. */
export function element(id: number, payload: EbmlPayload, options: { unknownSize?: boolean } = {}): Buffer {
  const data = flatten(payload)
  const size = Buffer.alloc(8)
  if (options.unknownSize) size.fill(0xff)
  else size.writeBigUInt64BE(BigInt(data.length))
  size[0] = 0x01
  return Buffer.concat([idBytes(id), size, data])
}

export function unsigned(value: number): Buffer {
  const bytes = Buffer.alloc(8)
  bytes.writeBigUInt64BE(BigInt(value))
  return bytes
}

export function float(value: number): Buffer {
  const bytes = Buffer.alloc(8)
  bytes.writeDoubleBE(value)
  return bytes
}

export function text(value: string): Buffer {
  return Buffer.from(value, 'utf8')
}

export type Lacing = 'none' | 'xiph' | 'ebml' | 'fixed'

/** A Block or SimpleBlock body: track number, timestamp, flags and frames, laced as asked. */
export function blockBody(track: number, frames: Uint8Array[], lacing: Lacing): Buffer {
  const lacingBits = { none: 0b00, xiph: 0b01, fixed: 0b10, ebml: 0b11 }[lacing]
  const head = Buffer.from([0x80 | track, 0, 0, 0x80 | (lacingBits << 1)])
  if (lacing === 'none') return Buffer.concat([head, ...frames])
  const sizes: number[] = []
  if (lacing === 'xiph') {
    for (const frame of frames.slice(0, -1)) {
      sizes.push(...Array<number>(Math.floor(frame.length / 255)).fill(255), frame.length % 255)
    }
  } else if (lacing === 'ebml') {
    // The first size unsigned, then differences biased by 2^13 − 1, both as 2-byte vints.
    const [first, ...rest] = frames.slice(0, -1)
    sizes.push(0x40 | (first!.length >> 8), first!.length & 0xff)
    let previous = first!.length
    for (const frame of rest) {
      const biased = frame.length - previous + 0x1fff
      sizes.push(0x40 | (biased >> 8), biased & 0xff)
      previous = frame.length
    }
  }
  return Buffer.concat([head, Buffer.from([frames.length - 1, ...sizes]), ...frames])
}
