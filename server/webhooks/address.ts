import { lookup, promises as dns, type LookupAddress, type LookupOneOptions } from 'node:dns'
import { BlockList, isIP, type LookupFunction } from 'node:net'

/**
 * What an outgoing webhook may connect to: public addresses only, so that a URL typed in the desk
 * cannot reach this machine, its network or a cloud's metadata service (server-side request
 * forgery). The address actually connected to is checked (the lookup below hands the connection
 * only addresses it has checked), so a DNS answer that changes between saving and sending does not
 * get through. `WEBHOOK_ALLOW_PRIVATE=true` lifts it for a deployment posting to its own network.
 */
// Two lists: a single one would match every IPv4 address against the IPv4-mapped IPv6 range.
const PRIVATE_V4 = new BlockList()
const PRIVATE_V6 = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  PRIVATE_V4.addSubnet(network, prefix, 'ipv4')
// IPv6: only global unicast (2000::/3) is public, less the parts of it that lead elsewhere.
const GLOBAL_V6 = new BlockList()
GLOBAL_V6.addSubnet('2000::', 3, 'ipv6')
for (const [network, prefix] of [
  ['2001::', 32], // Teredo: an IPv4 address inside
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: an IPv4 address inside
] as const)
  PRIVATE_V6.addSubnet(network, prefix, 'ipv6')

/** Whether an IP address is on the public internet (false for anything that is not an address). */
export function isPublicAddress(address: string) {
  const family = isIP(address)
  if (family === 0) return false
  if (family === 4) return !PRIVATE_V4.check(address, 'ipv4')
  return GLOBAL_V6.check(address, 'ipv6') && !PRIVATE_V6.check(address, 'ipv6')
}

/** A refusal to connect, with the reason the desk shows. */
export class AddressRefused extends Error {
  code = 'EADDRREFUSED'
}

const refusal = (host: string, address: string) =>
  new AddressRefused(
    host === address
      ? `${address} is a private or local address`
      : `${host} resolves to ${address}, a private or local address`,
  )

/**
 * The DNS lookup a webhook's connection uses: the system's, then every answer checked, so the
 * connection is never handed an address that is not public.
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...(options as LookupOneOptions), all: true }, (error, answers) => {
      const list = answers as unknown as LookupAddress[]
      if (error) return callback(error, '', 0)
      const bad = allowPrivate ? undefined : list.find((a) => !isPublicAddress(a.address))
      if (bad) return callback(refusal(hostname, bad.address), '', 0)
      if ((options as { all?: boolean }).all)
        return (callback as (e: null, a: LookupAddress[]) => void)(null, list)
      callback(null, list[0]!.address, list[0]!.family)
    })
  }
}

/** The host of a URL as a connection takes it (an IPv6 address without its brackets). */
export const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1')

/**
 * Why a webhook URL cannot be saved, or null when it can: an https address (http too where private
 * addresses are allowed, for a receiver on the deployment's own network), without a password in
 * it, whose name resolves, to public addresses only.
 */
export async function endpointProblem(input: string, allowPrivate: boolean): Promise<string | null> {
  let url: URL
  try {
    url = new URL(input)
  } catch {
    return 'Enter a full address, starting with https://'
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:'))
    return 'The address must start with https://'
  if (url.username || url.password) return 'Leave the user name and password out of the address'
  const host = hostOf(url)
  if (allowPrivate) return null
  if (isIP(host)) return isPublicAddress(host) ? null : refusal(host, host).message
  const answers = await dns.lookup(host, { all: true }).catch(() => null)
  if (!answers?.length) return `${host} could not be found`
  const bad = answers.find((a) => !isPublicAddress(a.address))
  return bad ? refusal(host, bad.address).message : null
}
