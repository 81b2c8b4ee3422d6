/**
 * Just enough EBML (RFC 8794) to walk a WebM file: element headers, unsigned integers, floats
 * and strings. Offsets are byte offsets into one buffer; nothing is copied.
 */

/** One element header: where its data starts and ends. `size` is undefined for an unknown size. */
export interface EbmlElement {
  id: number
  /** Offset of the element's first data byte. */
  start: number
  size: number | undefined
  /** Offset just past the data; for an unknown size, the end of the buffer. */
  end: number
}

interface VariableInt {
  value: number
  length: number
  /** Every value bit set: the reserved "unknown size" marker. */
  allOnes: boolean
}

/** An EBML variable-size integer; the length marker is kept in ids and dropped in sizes. */
function readVariableInt(bytes: Uint8Array, offset: number, keepMarker: boolean): VariableInt | undefined {
  const first = bytes[offset]
  if (first === undefined || first === 0) return undefined
  const length = Math.clz32(first) - 23
  if (offset + length > bytes.length) return undefined
  const marker = 0x80 >> (length - 1)
  let value = keepMarker ? first : first & (marker - 1)
  let allOnes = (first & (marker - 1)) === marker - 1
  for (let index = 1; index < length; index++) {
    const byte = bytes[offset + index]!
    value = value * 256 + byte
    if (byte !== 0xff) allOnes = false
  }
  return { value, length, allOnes }
}

/** The element header at `offset`, or undefined when the bytes there are not one (or are cut short). */
export function readElement(bytes: Uint8Array, offset: number): EbmlElement | undefined {
  const id = readVariableInt(bytes, offset, true)
  if (!id || id.length > 4) return undefined
  const size = readVariableInt(bytes, offset + id.length, false)
  if (!size) return undefined
  const start = offset + id.length + size.length
  if (size.allOnes) return { id: id.value, start, size: undefined, end: bytes.length }
  return { id: id.value, start, size: size.value, end: start + size.value }
}

/** The children of a master element of known size, in order; stops at the first broken header. */
export function* childrenOf(bytes: Uint8Array, parent: EbmlElement): Generator<EbmlElement> {
  const end = Math.min(parent.end, bytes.length)
  let offset = parent.start
  while (offset < end) {
    const child = readElement(bytes, offset)
    if (!child || child.size === undefined || child.end > end) return
    yield child
    offset = child.end
  }
}

export function readUnsigned(bytes: Uint8Array, element: EbmlElement): number {
  let value = 0
  for (let offset = element.start; offset < element.end; offset++) value = value * 256 + bytes[offset]!
  return value
}

export function readFloat(bytes: Uint8Array, element: EbmlElement): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset + element.start, element.end - element.start)
  if (view.byteLength === 4) return view.getFloat32(0)
  if (view.byteLength === 8) return view.getFloat64(0)
  return 0
}

export function readText(bytes: Uint8Array, element: EbmlElement): string {
  return new TextDecoder().decode(bytes.subarray(element.start, element.end)).replace(/\0+$/, '')
}

/** A signed variable-size integer (EBML lacing differences): the unsigned value minus its bias. */
export function readSignedVariableInt(
  bytes: Uint8Array,
  offset: number,
): { value: number; length: number } | undefined {
  const raw = readVariableInt(bytes, offset, false)
  if (!raw) return undefined
  return { value: raw.value - (2 ** (7 * raw.length - 1) - 1), length: raw.length }
}

/** An unsigned variable-size integer (a block's track number, EBML lacing's first size). */
export function readUnsignedVariableInt(
  bytes: Uint8Array,
  offset: number,
): { value: number; length: number } | undefined {
  const raw = readVariableInt(bytes, offset, false)
  return raw && { value: raw.value, length: raw.length }
}
