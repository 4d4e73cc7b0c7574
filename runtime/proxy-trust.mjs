// @ts-check
// Which peers may tell us the visitor's address (X-Forwarded-For), as TRUST_PROXY configures it.
// Like proxy-addr, the chain is walked from the socket outwards: each hop's address is believed
// only if the hop before it (nearer to us) is a trusted proxy, so a client that reaches the app
// directly can write what it likes in the header and is still known by its socket address.
import { BlockList, isIP } from 'node:net'

/** @type {Record<string, Array<[string, number, 'ipv4' | 'ipv6']>>} */
const RANGES = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
}

/**
 * TRUST_PROXY: empty, 0 or false for none (the socket's address is the visitor's); 1 or true for
 * a proxy on this machine (loopback); else a comma list of addresses, CIDR ranges and the names
 * loopback, linklocal, uniquelocal. Returns null for none, or a test of an address; throws a
 * message naming the entry it cannot read.
 * @param {string} [value]
 * @returns {((address: string) => boolean) | null}
 */
export function parseTrustProxy(value = '') {
  const text = value.trim().toLowerCase()
  if (['', '0', 'false'].includes(text)) return null
  const list = new BlockList()
  for (const entry of ['1', 'true'].includes(text) ? ['loopback'] : text.split(',')) {
    const item = entry.trim()
    const named = RANGES[item]
    if (named) {
      for (const [net, prefix, type] of named) list.addSubnet(net, prefix, type)
      continue
    }
    const [address, bits, extra] = item.split('/')
    const version = isIP(address ?? '')
    const max = version === 6 ? 128 : 32
    const prefix = bits === undefined ? max : Number(bits)
    if (!version || extra !== undefined || !Number.isInteger(prefix) || prefix < 0 || prefix > max)
      throw new Error(
        `TRUST_PROXY: "${item}" is not an address, a CIDR range or one of loopback, linklocal, uniquelocal`,
      )
    list.addSubnet(/** @type {string} */ (address), prefix, version === 6 ? 'ipv6' : 'ipv4')
  }
  return (/** @type {string} */ address) => {
    const version = isIP(address)
    return version !== 0 && list.check(address, version === 6 ? 'ipv6' : 'ipv4')
  }
}

/**
 * The visitor's address: the socket's, unless it is a trusted proxy; then the last address that
 * proxy appended to X-Forwarded-For, unless that is a trusted proxy too; and so on.
 * @param {string | undefined} socketAddress
 * @param {string | string[] | undefined} forwardedFor
 * @param {((address: string) => boolean) | null} trusted
 * @returns {string}
 */
export function clientAddressOf(socketAddress, forwardedFor, trusted) {
  const hops = [
    socketAddress,
    ...String(forwardedFor ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .reverse(),
  ]
  if (!trusted) return plain(hops[0])
  let i = 0
  while (i < hops.length - 1 && trusted(hops[i] ?? '')) i++
  return plain(hops[i])
}

/** "::ffff:203.0.113.5" (an IPv4 peer on a dual-stack socket) as "203.0.113.5". */
/** @param {string | undefined} address */
const plain = (address) => (address ?? 'unknown').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
