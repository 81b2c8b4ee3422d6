/** Samples per frame at 48 kHz for each TOC configuration (RFC 6716 §3.1, table 2). */
function frameSamples(config: number): number {
  // SILK-only: 10, 20, 40, 60 ms.
  if (config < 12) return [480, 960, 1920, 2880][config % 4]!
  // Hybrid: 10, 20 ms.
  if (config < 16) return [480, 960][config % 2]!
  // CELT-only: 2.5, 5, 10, 20 ms.
  return [120, 240, 480, 960][config % 4]!
}

/**
 * How many 48 kHz samples one Opus packet decodes to, from its TOC byte (RFC 6716 §3.1): the
 * frame size from the configuration, times the frame count from the code (0: one frame; 1 and 2:
 * two; 3: the count in the next byte). Undefined for a packet that is not valid Opus.
 */
export function opusPacketSamples(packet: Uint8Array): number | undefined {
  const toc = packet[0]
  if (toc === undefined) return undefined
  const code = toc & 0b11
  let frames: number
  if (code === 0) frames = 1
  else if (code < 3) frames = 2
  else {
    const count = packet[1]
    if (count === undefined) return undefined
    frames = count & 0x3f
  }
  const samples = frames * frameSamples(toc >> 3)
  // A packet holds at least one frame and at most 120 ms.
  if (samples === 0 || samples > 5760) return undefined
  return samples
}
