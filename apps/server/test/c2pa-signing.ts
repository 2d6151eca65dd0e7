// @peculiar/x509 resolves its services through tsyringe, which needs the Reflect metadata API.
import 'reflect-metadata';
import { webcrypto } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as x509 from '@peculiar/x509';

/**
 * Content Credentials for tests (issue 39): a certificate authority and a camera's signing
 * certificate made here, and a video signed with them by c2pa-rs (the same library the product
 * reads with), so the desk is tested against a real manifest store, not a mock of one.
 */

x509.cryptoProvider.set(webcrypto as unknown as Crypto);
const EC = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;
const YEAR_MS = 365 * 24 * 3_600_000;

export interface TestSigner {
  /** The authority's certificate (PEM): what C2PA_TRUST_ANCHORS would hold to trust the camera. */
  anchorPem: string;
  chain: Uint8Array[];
  key: CryptoKey;
}

/** A root CA and a camera's certificate it issued (digitalSignature, emailProtection: C2PA's profile). */
export async function makeSigner(camera: string): Promise<TestSigner> {
  const notBefore = new Date(Date.now() - 3_600_000);
  const notAfter = new Date(Date.now() + YEAR_MS);
  const caKeys = await webcrypto.subtle.generateKey(EC, true, ['sign', 'verify']);
  const ca = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: '01',
    name: `CN=${camera} root, O=Stringer tests`,
    notBefore,
    notAfter,
    keys: caKeys,
    signingAlgorithm: EC,
    extensions: [
      new x509.BasicConstraintsExtension(true, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      await x509.SubjectKeyIdentifierExtension.create(caKeys.publicKey),
    ],
  });
  const keys = await webcrypto.subtle.generateKey(EC, true, ['sign', 'verify']);
  const cert = await x509.X509CertificateGenerator.create({
    serialNumber: '02',
    subject: `CN=${camera}, O=Stringer tests`,
    issuer: ca.subject,
    notBefore,
    notAfter,
    signingKey: caKeys.privateKey,
    publicKey: keys.publicKey,
    signingAlgorithm: EC,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.emailProtection]),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
      await x509.AuthorityKeyIdentifierExtension.create(caKeys.publicKey),
    ],
  });
  return {
    anchorPem: ca.toString('pem'),
    chain: [new Uint8Array(cert.rawData), new Uint8Array(ca.rawData)],
    key: keys.privateKey,
  };
}

/** Just enough CBOR (RFC 8949) for a COSE_Sign1: integers, strings, bytes, arrays, maps, a tag, null. */
class Tagged {
  constructor(
    readonly tag: number,
    readonly value: Cbor,
  ) {}
}
type Cbor = number | string | Uint8Array | null | Cbor[] | Map<Cbor, Cbor> | Tagged;
function head(major: number, n: number) {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 0x100) return Buffer.from([(major << 5) | 24, n]);
  if (n < 0x10000) return Buffer.from([(major << 5) | 25, n >> 8, n & 0xff]);
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(n, 1);
  return b;
}
function cbor(v: Cbor): Buffer {
  if (v === null) return Buffer.from([0xf6]);
  if (typeof v === 'number') return v >= 0 ? head(0, v) : head(1, -1 - v);
  if (typeof v === 'string') return Buffer.concat([head(3, Buffer.byteLength(v)), Buffer.from(v)]);
  if (v instanceof Uint8Array) return Buffer.concat([head(2, v.length), v]);
  if (Array.isArray(v)) return Buffer.concat([head(4, v.length), ...v.map(cbor)]);
  if (v instanceof Tagged) return Buffer.concat([head(6, v.tag), cbor(v.value)]);
  return Buffer.concat([head(5, v.size), ...[...v].flatMap(([k, x]) => [cbor(k), cbor(x)])]);
}

/** Space c2pa-rs keeps for the signature; the COSE_Sign1 is padded to fill it exactly. */
const RESERVE = 10_000;

/**
 * c2pa-rs's "direct COSE" signer: the claim bytes in, a COSE_Sign1 (ES256, the chain in x5chain,
 * detached payload) out, padded to the reserved size (a shorter one would move the boxes hashed).
 */
function coseSigner({ chain, key }: TestSigner) {
  return {
    alg: 'es256',
    reserveSize: RESERVE,
    sign: async (claim: Uint8Array) => {
      const protectedHeader = cbor(
        new Map<Cbor, Cbor>([
          [1, -7],
          [33, chain],
        ]),
      );
      const toBeSigned = cbor(['Signature1', protectedHeader, new Uint8Array(0), new Uint8Array(claim)]);
      const signature = new Uint8Array(await webcrypto.subtle.sign(EC, key, new Uint8Array(toBeSigned)));
      const sign1 = (pad: number) =>
        cbor(new Tagged(18, [protectedHeader, new Map<Cbor, Cbor>([['pad', new Uint8Array(pad)]]), null, signature]));
      let pad = RESERVE - sign1(0).length;
      while (sign1(pad).length > RESERVE) pad--;
      return new Uint8Array(sign1(pad));
    },
  };
}

/** c2pa-rs reads a browser Blob through FileReaderSync: a Buffer stands in for both here. */
class BufferBlob {
  constructor(readonly bytes: Buffer) {}
  get size() {
    return this.bytes.length;
  }
  slice(from = 0, to = this.size) {
    return new BufferBlob(this.bytes.subarray(from, to));
  }
}

let ready: Promise<typeof import('@contentauth/c2pa-wasm')> | undefined;
function c2pa() {
  ready ??= (async () => {
    const lib = await import('@contentauth/c2pa-wasm');
    lib.initSync({ module: readFileSync(createRequire(import.meta.url).resolve('@contentauth/c2pa-wasm/c2pa.wasm')) });
    Object.assign(globalThis, {
      FileReaderSync: class {
        readAsArrayBuffer(blob: BufferBlob) {
          return new Uint8Array(blob.bytes).buffer;
        }
      },
    });
    return lib;
  })();
  return ready;
}

/** An IPTC digital source type: footage a camera captured. */
export const DIGITAL_CAPTURE = 'http://cv.iptc.org/newscodes/digitalsourcetype/digitalCapture';

/** Signs `src` (an MP4 or MOV) into `out` with a manifest: created by a camera, then cropped in an editor. */
export async function signVideo(src: string, out: string, mime: string, signer: TestSigner) {
  const { WasmBuilder } = await c2pa();
  const builder = WasmBuilder.fromJson(
    JSON.stringify({
      claim_generator_info: [{ name: 'Stringer Test Camera', version: '2.1' }],
      title: 'clip',
      assertions: [
        {
          label: 'c2pa.actions',
          data: {
            actions: [
              { action: 'c2pa.created', digitalSourceType: DIGITAL_CAPTURE, when: '2026-11-20T08:30:00Z' },
              { action: 'c2pa.cropped', softwareAgent: { name: 'Test Editor', version: '5' } },
            ],
          },
        },
      ],
    }),
  );
  const signed = await builder.sign(coseSigner(signer), [], mime, new BufferBlob(readFileSync(src)) as unknown as Blob);
  writeFileSync(out, signed);
  return out;
}
