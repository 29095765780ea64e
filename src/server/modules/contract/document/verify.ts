import { X509Certificate, createHash, verify as verifySignature } from 'node:crypto';
import forge from 'node-forge';
import { CONTRACT_NO_KEY } from './pdf';
import { fingerprintOf, type PlatformCertificate } from './seal';

export interface SealCheck {
  /** carries a PDF signature at all */
  sealed: boolean;
  /** the signed byte ranges hash to the signed digest, the PKCS#7 signature verifies, and the ranges cover the whole file but the signature */
  intact: boolean;
  /** the PKCS#7 signature verifies and its certificate is one of the trusted ones (compared by SHA-256 fingerprint) */
  ours: boolean;
  /** the signing time in the PKCS#7 signed attributes */
  signedAt: Date | null;
  /** read back from the signed part of the PDF's Info dictionary */
  contractNo: string | null;
  /** of the whole file as received */
  sha256: string;
}

const OID = {
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  signedData: '1.2.840.113549.1.7.2',
  data: '1.2.840.113549.1.7.1',
};
const DIGESTS: Record<string, string> = {
  '1.3.14.3.2.26': 'sha1',
  '2.16.840.1.101.3.4.2.1': 'sha256',
  '2.16.840.1.101.3.4.2.2': 'sha384',
  '2.16.840.1.101.3.4.2.3': 'sha512',
};

const latin1 = (bytes: Uint8Array, start = 0, end = bytes.length) => Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start).toString('latin1');

/**
 * Checks the last PDF signature of a file: its ByteRange must cover every byte but the Contents hole (so nothing was
 * appended or left out), the digest of those bytes must be the one signed, and the PKCS#7 signature over the signed
 * attributes must verify under the certificate it carries. The certificates it carries must hold too: self-signed,
 * issued by another certificate in the signature, or trusted (a CA-issued certificate neither trusted nor sent with
 * its issuer counts as not intact: its bytes could have been changed). Never throws: anything unreadable answers
 * sealed=false (no signature found) or intact=false (a signature that does not hold).
 */
export function verifySealedPdf(bytes: Uint8Array, trusted: PlatformCertificate[]): SealCheck {
  const check: SealCheck = { sealed: false, intact: false, ours: false, signedAt: null, contractNo: null, sha256: '' };
  try {
    check.sha256 = createHash('sha256').update(bytes).digest('hex');
    const text = latin1(bytes);
    if (!text.startsWith('%PDF-')) return check;
    const at = text.lastIndexOf('/ByteRange');
    if (at === -1) return check;
    check.sealed = true;
    const range = /^\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(text.slice(at, at + 120));
    if (!range) return check;
    const [a, b, c, d] = range.slice(1).map(Number);
    // One hole, exactly the Contents value `<hex>`, and nothing of the file outside the two ranges.
    if (a !== 0 || b <= 0 || c <= b + 1 || c + d !== bytes.length || bytes[b] !== 0x3c || bytes[c - 1] !== 0x3e) return check;
    if (!/\/Contents\s*$/.test(text.slice(Math.max(0, b - 40), b))) return check;
    const hex = text.slice(b + 1, c - 1);
    // Lower-case hex only: an upper-case digit would decode to the same bytes, and an unsigned byte must not be changeable.
    if (!/^[0-9a-f]*$/.test(hex) || hex.length % 2) return check;

    const trustedFingerprints = new Set(trusted.map((t) => t.fingerprint || fingerprintOf(t.certPem)));
    const signed = parseSignedData(Buffer.from(hex, 'hex'), trustedFingerprints);
    if (!signed) return check;
    check.signedAt = signed.signingTime;

    const signedBytes = [bytes.subarray(a, a + b), bytes.subarray(c, c + d)];
    check.contractNo = contractNoIn(latin1(bytes, 0, b) + latin1(bytes, c, c + d));
    const digest = createHash(signed.digestAlgorithm);
    for (const part of signedBytes) digest.update(part);
    const contentDigest = digest.digest();

    const holds = signatureHolds(signed);
    check.intact = holds && contentDigest.equals(signed.messageDigest);
    check.ours = holds && trustedFingerprints.has(createHash('sha256').update(signed.signer.raw).digest('hex'));
    return check;
  } catch {
    return { ...check, intact: false, ours: false };
  }
}

interface SignedData {
  digestAlgorithm: string;
  /** the certificate the SignerInfo names (issuer and serial number) */
  signer: X509Certificate;
  /** DER of the signed attributes as a SET (what the signature covers) */
  signedAttributes: Buffer;
  messageDigest: Buffer;
  signingTime: Date | null;
  signature: Buffer;
}

type Node = forge.asn1.Asn1;
const { asn1 } = forge;
const kids = (node: Node | undefined): Node[] => (node && Array.isArray(node.value) ? (node.value as Node[]) : []);
const isA = (node: Node | undefined, tagClass: forge.asn1.Class, type: number) => Boolean(node && node.tagClass === tagClass && node.type === type);
const universal = (node: Node | undefined, type: forge.asn1.Type) => isA(node, asn1.Class.UNIVERSAL, type);
const oidOf = (node: Node | undefined) => (universal(node, asn1.Type.OID) ? asn1.derToOid(node!.value as string) : '');
const derOf = (node: Node) => Buffer.from(asn1.toDer(node).getBytes(), 'binary');
const integerIs = (node: Node | undefined, value: number) => universal(node, asn1.Type.INTEGER) && node!.value === String.fromCharCode(value);
const hexOf = (binary: string) => Buffer.from(binary, 'binary').toString('hex').replace(/^(00)+/, '').toUpperCase();

/** An AlgorithmIdentifier: the algorithm's OID, with no parameters or an empty NULL; '' when it is anything else. */
function algorithm(node: Node | undefined): string {
  const [id, params, ...rest] = kids(node);
  if (!universal(node, asn1.Type.SEQUENCE) || rest.length) return '';
  if (params && !(universal(params, asn1.Type.NULL) && params.value === '')) return '';
  return oidOf(id);
}

const SIGNATURE_ALGORITHMS = new Set([
  '1.2.840.113549.1.1.1', // rsaEncryption
  '1.2.840.113549.1.1.5', // sha1WithRSAEncryption
  '1.2.840.113549.1.1.11', // sha256WithRSAEncryption
  '1.2.840.113549.1.1.12', // sha384WithRSAEncryption
  '1.2.840.113549.1.1.13', // sha512WithRSAEncryption
  '1.2.840.10045.4.3.2', // ecdsa-with-SHA256
  '1.2.840.10045.4.3.3', // ecdsa-with-SHA384
  '1.2.840.10045.4.3.4', // ecdsa-with-SHA512
]);

/**
 * PKCS#7 / CMS SignedData as a seal writes it, read strictly with node-forge's ASN.1 parser. CMS signs only the
 * signed attributes, so every other part of the structure is held to its one valid value instead: canonical DER,
 * the expected versions, algorithms and content type, no CRLs or unsigned attributes, a SignerInfo naming a certificate
 * of the set, and certificates whose own signatures hold. Then no byte of the Contents can change unnoticed.
 */
function parseSignedData(der: Buffer, trusted: Set<string>): SignedData | null {
  // The hex is zero-padded to the placeholder's size: take the first element, and insist the rest is padding.
  const length = derLength(der);
  if (length === null || der.subarray(length).some((byte) => byte !== 0)) return null;
  const bytes = der.subarray(0, length);
  const root = asn1.fromDer(forge.util.createBuffer(bytes.toString('binary')), true);
  if (!derOf(root).equals(bytes)) return null;

  const [contentType, explicit, ...extra] = kids(root);
  if (!universal(root, asn1.Type.SEQUENCE) || extra.length || oidOf(contentType) !== OID.signedData || !isA(explicit, asn1.Class.CONTEXT_SPECIFIC, 0) || kids(explicit).length !== 1) return null;
  if (!universal(kids(explicit)[0], asn1.Type.SEQUENCE)) return null;
  const parts = kids(kids(explicit)[0]);
  const [version, digestAlgorithms, encapContentInfo] = parts;
  const certSet = parts.length === 5 ? parts[3] : undefined;
  const signerInfos = parts[parts.length - 1];
  if (!integerIs(version, 1) || !universal(digestAlgorithms, asn1.Type.SET) || !universal(signerInfos, asn1.Type.SET)) return null;
  if (parts.length !== 5 || !isA(certSet, asn1.Class.CONTEXT_SPECIFIC, 0) || !certSet!.constructed) return null;
  const digestNames = kids(digestAlgorithms).map((a) => DIGESTS[algorithm(a)]);
  if (!digestNames.length || digestNames.some((d) => !d)) return null;
  // Detached: the content type is data and the content itself is absent.
  if (!universal(encapContentInfo, asn1.Type.SEQUENCE) || kids(encapContentInfo).length !== 1 || oidOf(kids(encapContentInfo)[0]) !== OID.data) return null;

  const certificates = kids(certSet).map((c) => ({ node: c, x509: new X509Certificate(derOf(c)) }));
  if (!certificates.length || !certificates.every((c) => certificateHolds(c.x509, certificates.map((o) => o.x509), trusted))) return null;

  if (kids(signerInfos).length !== 1 || !universal(kids(signerInfos)[0], asn1.Type.SEQUENCE)) return null;
  const fields = kids(kids(signerInfos)[0]);
  if (fields.length !== 6) return null;
  const [signerVersion, sid, digestAlgorithm, attrs, signatureAlgorithm, signature] = fields;
  if (!integerIs(signerVersion, 1) || !universal(sid, asn1.Type.SEQUENCE) || kids(sid).length !== 2) return null;
  const digestName = DIGESTS[algorithm(digestAlgorithm)];
  if (!digestName || !digestNames.includes(digestName)) return null;
  if (!SIGNATURE_ALGORITHMS.has(algorithm(signatureAlgorithm)) || !universal(signature, asn1.Type.OCTETSTRING)) return null;
  if (!isA(attrs, asn1.Class.CONTEXT_SPECIFIC, 0) || !attrs.constructed) return null;

  // The signer: the certificate whose issuer and serial number the SignerInfo names.
  const [sidIssuer, sidSerial] = kids(sid);
  if (!universal(sidSerial, asn1.Type.INTEGER)) return null;
  const signer = certificates.find(({ node }) => {
    const tbs = kids(kids(node)[0]);
    const offset = isA(tbs[0], asn1.Class.CONTEXT_SPECIFIC, 0) ? 1 : 0;
    return hexOf(tbs[offset].value as string) === hexOf(sidSerial.value as string) && derOf(tbs[offset + 2]).equals(derOf(sidIssuer));
  });
  if (!signer) return null;

  let messageDigest: Buffer | null = null;
  let signingTime: Date | null = null;
  let isData = false;
  for (const attr of kids(attrs)) {
    const [type, values, ...more] = kids(attr);
    const value = kids(values)[0];
    if (!universal(attr, asn1.Type.SEQUENCE) || more.length || !universal(values, asn1.Type.SET) || kids(values).length !== 1) return null;
    const id = oidOf(type);
    if (id === OID.contentType) isData = oidOf(value) === OID.data;
    else if (id === OID.messageDigest && universal(value, asn1.Type.OCTETSTRING)) messageDigest = Buffer.from(value.value as string, 'binary');
    else if (id === OID.signingTime)
      signingTime = universal(value, asn1.Type.UTCTIME) ? asn1.utcTimeToDate(value.value as string) : asn1.generalizedTimeToDate(value.value as string);
  }
  if (!isData || !messageDigest) return null;
  // The signature covers the attributes DER-encoded with the SET tag, not the [0] they are stored under.
  const signedAttributes = derOf(attrs);
  signedAttributes[0] = 0x31;
  return { digestAlgorithm: digestName, signer: signer.x509, signedAttributes, messageDigest, signingTime, signature: Buffer.from(signature.value as string, 'binary') };
}

/**
 * A certificate in the signature is unaltered when its own signature holds: self-signed (the platform's generated
 * seal), signed by another certificate of the set, or trusted by fingerprint (a configured certificate from a CA).
 */
function certificateHolds(cert: X509Certificate, set: X509Certificate[], trusted: Set<string>): boolean {
  if (trusted.has(createHash('sha256').update(cert.raw).digest('hex'))) return true;
  return set.some((issuer) => {
    try {
      // A self-signed seal certificate may not be allowed to sign certificates (key usage), so checkIssued refuses it.
      const issued = issuer === cert ? cert.issuer === cert.subject : cert.checkIssued(issuer);
      return issued && cert.verify(issuer.publicKey);
    } catch {
      return false;
    }
  });
}

/** The size of the first DER element (header and content), or null when the header is not a definite length that fits. */
function derLength(der: Buffer): number | null {
  if (der.length < 2 || der[0] !== 0x30) return null;
  const first = der[1];
  if (first < 0x80) return 2 + first;
  const count = first & 0x7f;
  if (count === 0 || count > 4 || der.length < 2 + count) return null;
  let length = 0;
  for (let i = 0; i < count; i++) length = length * 256 + der[2 + i];
  const total = 2 + count + length;
  return total <= der.length ? total : null;
}

function signatureHolds(signed: SignedData): boolean {
  try {
    return verifySignature(signed.digestAlgorithm, signed.signedAttributes, signed.signer.publicKey, signed.signature);
  } catch {
    return false;
  }
}

/** The last /ContractNo in the signed part of the file (renderSignedPdf writes it as a literal string). */
function contractNoIn(signedText: string): string | null {
  const matches = [...signedText.matchAll(new RegExp(`/${CONTRACT_NO_KEY}\\s*\\(([A-Za-z0-9._/-]{1,64})\\)`, 'g'))];
  return matches.length ? matches[matches.length - 1][1] : null;
}
