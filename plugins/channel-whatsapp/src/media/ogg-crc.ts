/** Ogg's CRC-32 (RFC 3533 §6): polynomial 0x04c11db7, not reflected, initial value 0, no final xor. */
const table = Array.from({ length: 256 }, (_, index) => {
  let crc = index << 24
  for (let bit = 0; bit < 8; bit++) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1
  return crc >>> 0
})

export function oggCrc(bytes: Uint8Array): number {
  let crc = 0
  for (const byte of bytes) crc = ((crc << 8) ^ table[((crc >>> 24) ^ byte) & 0xff]!) >>> 0
  return crc
}
