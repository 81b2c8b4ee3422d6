import { BlockList, isIP } from 'node:net'

/**
 * Addresses a tenant-configured URL must never reach: this machine, the private networks around
 * it, link-local (where clouds serve instance metadata, 169.254.169.254 and fd00:ec2::254),
 * carrier-grade NAT, multicast and the reserved ranges (RFC 6890).
 */
const blocked = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4')
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6')
}

/** The IPv4 address an IPv6 one carries (mapped `::ffff:a.b.c.d`, NAT64, 6to4, compatible), if any. */
function embeddedIpv4(address: string): string | undefined {
  const lower = address.toLowerCase()
  const dotted = /^(?:::ffff:(?:0:)?|64:ff9b::|::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower)
  if (dotted) return dotted[1]
  const groups = expandIpv6(lower)
  if (!groups) return undefined
  const asIpv4 = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`
  const zeros = (from: number, to: number) => groups.slice(from, to).every((group) => group === 0)
  // ::ffff:0:0/96 (mapped), ::ffff:0:0:0/96 (translated), ::/96 (compatible, deprecated)
  if (zeros(0, 5) && (groups[5] === 0xffff || groups[5] === 0)) return asIpv4(groups[6]!, groups[7]!)
  if (zeros(0, 4) && groups[4] === 0xffff && groups[5] === 0) return asIpv4(groups[6]!, groups[7]!)
  // 64:ff9b::/96 (NAT64) and 64:ff9b:1::/48 (local NAT64)
  if (groups[0] === 0x64 && groups[1] === 0xff9b) return asIpv4(groups[6]!, groups[7]!)
  // 2002::/16 (6to4): the IPv4 address follows the prefix
  if (groups[0] === 0x2002) return asIpv4(groups[1]!, groups[2]!)
  return undefined
}

/** The eight 16-bit groups of an IPv6 address, or undefined when it is not one. */
function expandIpv6(address: string): number[] | undefined {
  const withoutZone = address.split('%')[0]!
  let text = withoutZone
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  if (dotted) {
    const parts = dotted[1]!.split('.').map(Number)
    text = `${text.slice(0, -dotted[1]!.length)}${((parts[0]! << 8) | parts[1]!).toString(16)}:${((parts[2]! << 8) | parts[3]!).toString(16)}`
  }
  const [head, tail] = text.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const missing = text.includes('::') ? 8 - left.length - right.length : 0
  const groups = [...left, ...Array(missing).fill('0'), ...right].map((group) => Number.parseInt(group, 16))
  return groups.length === 8 && groups.every((group) => group >= 0 && group <= 0xffff) ? groups : undefined
}

/**
 * Whether an IP address is one a tenant's URL may reach: public unicast, IPv4 or IPv6, including
 * the IPv4 address inside a mapped or translated IPv6 one (`::ffff:127.0.0.1` is loopback).
 *
 * @example
 * isPublicAddress('93.184.216.34') // true
 * isPublicAddress('::ffff:169.254.169.254') // false
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address.split('%')[0]!)
  if (family === 4) return !blocked.check(address, 'ipv4')
  if (family !== 6) return false
  const bare = address.split('%')[0]!
  const ipv4 = embeddedIpv4(bare)
  if (ipv4 !== undefined) return isIP(ipv4) === 4 && !blocked.check(ipv4, 'ipv4')
  return !blocked.check(bare, 'ipv6')
}
