import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto'

/**
 * A passkey authenticator in software, for the tests that talk to the auth endpoints without a
 * browser: it answers the server's WebAuthn options as a browser and a platform authenticator
 * would (W3C WebAuthn Level 2: "none" attestation, ES256 keys, CTAP2 authenticator data), so the
 * server's real verification (@simplewebauthn/server) checks every byte. The browser tests use
 * Chromium's own virtual authenticator instead (tests/e2e/passkeys.spec.ts).
 */

type Cbor = number | string | Buffer | Map<Cbor, Cbor>

/** The few CBOR items (RFC 8949) a credential needs: integers, byte and text strings, maps. */
function cbor(item: Cbor): Buffer {
  const head = (major: number, value: number) => {
    if (value < 24) return Buffer.from([(major << 5) | value])
    if (value < 0x100) return Buffer.from([(major << 5) | 24, value])
    if (value < 0x10000) return Buffer.from([(major << 5) | 25, value >> 8, value & 0xff])
    const b = Buffer.alloc(5)
    b[0] = (major << 5) | 26
    b.writeUInt32BE(value, 1)
    return b
  }
  if (typeof item === 'number') return item >= 0 ? head(0, item) : head(1, -1 - item)
  if (typeof item === 'string') return Buffer.concat([head(3, Buffer.byteLength(item)), Buffer.from(item)])
  if (Buffer.isBuffer(item)) return Buffer.concat([head(2, item.length), item])
  return Buffer.concat([head(5, item.size), ...[...item].flatMap(([k, v]) => [cbor(k), cbor(v)])])
}

const b64url = (b: Buffer) => b.toString('base64url')
const sha256 = (b: Buffer | string) => createHash('sha256').update(b).digest()

const FLAGS = { userPresent: 0x01, userVerified: 0x04, attested: 0x40 }

type Credential = { id: Buffer; key: KeyObject; userHandle: string; counter: number }

export type RegistrationOptions = { challenge: string; rp: { id?: string }; user: { id: string } }
export type AuthenticationOptions = {
  challenge: string
  rpId?: string
  allowCredentials?: { id: string }[]
}

/** One authenticator holding any number of discoverable credentials, for `origin`. */
export function softAuthenticator(origin: string) {
  const credentials: Credential[] = []
  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }))
  const authData = (rpId: string, flags: number, counter: number, attested?: Buffer) => {
    const count = Buffer.alloc(4)
    count.writeUInt32BE(counter)
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])])
  }
  const rpIdOf = (id: string | undefined) => id ?? new URL(origin).hostname

  return {
    credentials,
    /** navigator.credentials.create(): a new key pair, answered as the browser would. */
    register(options: RegistrationOptions, { userVerified = true } = {}) {
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
      const jwk = publicKey.export({ format: 'jwk' })
      const cose = new Map<Cbor, Cbor>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ])
      const id = randomBytes(16)
      const length = Buffer.from([id.length >> 8, id.length & 0xff])
      const attested = Buffer.concat([Buffer.alloc(16), length, id, cbor(cose)])
      const flags = FLAGS.userPresent | FLAGS.attested | (userVerified ? FLAGS.userVerified : 0)
      const data = authData(rpIdOf(options.rp.id), flags, 0, attested)
      const attestation = cbor(
        new Map<Cbor, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', data],
        ]),
      )
      credentials.push({ id, key: privateKey, userHandle: options.user.id, counter: 0 })
      return {
        id: b64url(id),
        rawId: b64url(id),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge)),
          attestationObject: b64url(attestation),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      }
    },
    /**
     * navigator.credentials.get(): an assertion by the credential the options allow (else the
     * newest), signed over the authenticator data and the client data's hash.
     */
    authenticate(options: AuthenticationOptions, { userVerified = true, credential = -1 } = {}) {
      const allowed = options.allowCredentials?.map((c) => c.id)
      const usable = allowed?.length ? credentials.filter((c) => allowed.includes(b64url(c.id))) : credentials
      const chosen = usable.at(credential)
      if (!chosen) throw new Error('No credential for these options')
      chosen.counter += 1
      const flags = FLAGS.userPresent | (userVerified ? FLAGS.userVerified : 0)
      const data = authData(rpIdOf(options.rpId), flags, chosen.counter)
      const client = clientData('webauthn.get', options.challenge)
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), chosen.key)
      return {
        id: b64url(chosen.id),
        rawId: b64url(chosen.id),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          signature: b64url(signature),
          userHandle: chosen.userHandle,
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      }
    },
  }
}
export type SoftAuthenticator = ReturnType<typeof softAuthenticator>
