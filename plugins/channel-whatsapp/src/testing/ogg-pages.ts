/** One Ogg page as read back from a file (RFC 3533 §6). */
export interface OggPage {
  headerType: number
  granule: bigint
  serial: number
  sequence: number
  crc: number
  /** The CRC computed over the page with its CRC field zeroed. */
  computedCrc: number
  lacing: number[]
  /** Packets that end on this page (a page here never carries a packet on to the next). */
  packets: Buffer[]
}

/** Ogg's CRC-32 bit by bit, apart from the table-driven one under test. */
function crcBitByBit(bytes: Uint8Array): number {
  let crc = 0
  for (const byte of bytes) {
    crc ^= byte << 24
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1
  }
  return crc >>> 0
}

/** Reads every page of an Ogg file; throws where a page does not start with its capture pattern. */
export function oggPages(bytes: Buffer): OggPage[] {
  const pages: OggPage[] = []
  let offset = 0
  while (offset < bytes.length) {
    if (bytes.toString('ascii', offset, offset + 4) !== 'OggS')
      throw new Error(`no Ogg page at byte ${offset}`)
    const segments = bytes.readUInt8(offset + 26)
    const lacing = [...bytes.subarray(offset + 27, offset + 27 + segments)]
    const bodyStart = offset + 27 + segments
    const end = bodyStart + lacing.reduce((sum, value) => sum + value, 0)
    const page = Buffer.from(bytes.subarray(offset, end))
    page.writeUInt32LE(0, 22)
    const packets: Buffer[] = []
    let packetStart = bodyStart
    let packetLength = 0
    for (const value of lacing) {
      packetLength += value
      if (value < 255) {
        packets.push(bytes.subarray(packetStart, packetStart + packetLength))
        packetStart += packetLength
        packetLength = 0
      }
    }
    pages.push({
      headerType: bytes.readUInt8(offset + 5),
      granule: bytes.readBigInt64LE(offset + 6),
      serial: bytes.readUInt32LE(offset + 14),
      sequence: bytes.readUInt32LE(offset + 18),
      crc: bytes.readUInt32LE(offset + 22),
      computedCrc: crcBitByBit(page),
      lacing,
      packets,
    })
    offset = end
  }
  return pages
}
