import { BlockList, isIP } from 'node:net'

/** What the operator allowed to be reached although internal (`OUTBOUND_ALLOWED_HOSTS`). */
export interface AllowedHosts {
  /** A host name listed as is (`hooks.internal`, `localhost`): every address it resolves to. */
  host(hostname: string): boolean
  /** An address listed, or inside a listed network (`10.0.5.7`, `10.0.5.0/24`, `::1`). */
  address(address: string): boolean
}

/**
 * Reads `OUTBOUND_ALLOWED_HOSTS`: comma-separated host names, IP addresses and CIDR networks
 * that tenant-configured URLs may reach even though they are internal (an n8n or Typebot of the
 * operator's own network, or a test's receiver on 127.0.0.1). Empty by default: nothing internal.
 *
 * @example
 * parseAllowedHosts('n8n.internal, 10.0.5.0/24, 127.0.0.1').host('n8n.internal') // true
 */
export function parseAllowedHosts(list: string): AllowedHosts {
  const names = new Set<string>()
  const networks = new BlockList()
  for (const entry of list.split(',').map((item) => item.trim().toLowerCase())) {
    if (!entry) continue
    const [network, prefix] = entry.replace(/^\[|\]$/g, '').split('/')
    const family = isIP(network!)
    if (family === 0) {
      names.add(entry)
      continue
    }
    const type = family === 4 ? 'ipv4' : 'ipv6'
    if (prefix === undefined) networks.addAddress(network!, type)
    else networks.addSubnet(network!, Number(prefix), type)
  }
  return {
    host: (hostname) => names.has(hostname.toLowerCase().replace(/\.$/, '')),
    address: (address) => {
      const family = isIP(address)
      return family !== 0 && networks.check(address, family === 4 ? 'ipv4' : 'ipv6')
    },
  }
}
