import { X509Certificate, constants, createHash, createPrivateKey, generateKeyPairSync, privateEncrypt, randomBytes, type KeyObject } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import forge from 'node-forge';
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFNumber, PDFString } from '@cantoo/pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { Signer } from '@signpdf/utils';
import { readPemSetting, signingPairProblem } from './pem';

/**
 * The platform's seal: a PDF digital signature (adbe.pkcs7.detached, SHA-256) over the signed
 * contract, appended as an incremental update so the rendered bytes stay untouched inside the
 * sealed file. @signpdf/signpdf fills the placeholder (ByteRange, Contents); node-forge builds the
 * PKCS#7 SignedData and the self-signed certificate; Node's crypto does the RSA operation.
 */
export interface PlatformCertificate {
  certPem: string;
  keyPem: string;
  /** SHA-256 of the DER certificate, hex */
  fingerprint: string;
}

export const CERT_FILE = 'signing-cert.pem';
export const KEY_FILE = 'signing-key.pem';
export const DEFAULT_SEAL_NAME = "Writers' Center contract seal";

export const fingerprintOf = (certPem: string) => createHash('sha256').update(new X509Certificate(certPem).raw).digest('hex');

/**
 * SIGNING_CERT / SIGNING_KEY (PEM text, or a path to a PEM file) when set; otherwise a self-signed certificate
 * generated once into <dataDir>/signing-cert.pem and signing-key.pem (mode 0600) and reused on every boot.
 */
export async function loadPlatformCertificate(options: { dataDir: string; certPem?: string; keyPem?: string; commonName?: string }): Promise<PlatformCertificate> {
  if (options.certPem || options.keyPem) {
    if (!options.certPem || !options.keyPem) throw new Error('SIGNING_CERT and SIGNING_KEY must be set together');
    return checked(readPemSetting(options.certPem, 'SIGNING_CERT'), readPemSetting(options.keyPem, 'SIGNING_KEY'));
  }
  const certFile = path.join(options.dataDir, CERT_FILE);
  const keyFile = path.join(options.dataDir, KEY_FILE);
  if (existsSync(keyFile)) {
    chmodSync(keyFile, 0o600);
    const keyPem = readFileSync(keyFile, 'utf8');
    if (existsSync(certFile)) return checked(readFileSync(certFile, 'utf8'), keyPem);
    // A start that stopped between the two files: the key is there, so give it its certificate.
    const certPem = selfSignedCertificate(keyPem, options.commonName ?? DEFAULT_SEAL_NAME);
    writeFileSync(certFile, certPem, { mode: 0o600 });
    return checked(certPem, keyPem);
  }
  if (existsSync(certFile)) throw new Error(`${certFile} exists without ${KEY_FILE}: restore the key from a backup, or remove both to generate a new seal`);
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 3072 });
  const keyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
  const certPem = selfSignedCertificate(keyPem, options.commonName ?? DEFAULT_SEAL_NAME);
  try {
    // 'wx': when two instances start on one data directory, the second reads the first one's files.
    writeFileSync(keyFile, keyPem, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return loadPlatformCertificate(options);
    throw err;
  }
  writeFileSync(certFile, certPem, { mode: 0o600, flag: 'wx' });
  return checked(certPem, keyPem);
}

function checked(certPem: string, keyPem: string): PlatformCertificate {
  const problem = signingPairProblem(certPem, keyPem);
  if (problem) throw new Error(problem);
  return { certPem, keyPem, fingerprint: fingerprintOf(certPem) };
}

/** A self-signed document-signing certificate for the key, valid 30 years (a contract must stay verifiable after it ends). */
export function selfSignedCertificate(keyPem: string, commonName: string): string {
  const key = forge.pki.privateKeyFromPem(createPrivateKey(keyPem).export({ type: 'pkcs1', format: 'pem' }) as string) as forge.pki.rsa.PrivateKey;
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  // A positive serial of 16 random bytes.
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`;
  const now = new Date();
  cert.validity.notBefore = new Date(now.getTime() - 60_000);
  cert.validity.notAfter = new Date(now.getTime() + 30 * 365.25 * 86_400_000);
  const name = [
    { name: 'commonName', value: commonName, valueTagClass: forge.asn1.Type.UTF8 },
    { name: 'organizationName', value: commonName, valueTagClass: forge.asn1.Type.UTF8 },
  ] as unknown as forge.pki.CertificateField[];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(key, forge.md.sha256.create());
  return forge.pki.certificateToPem(cert);
}

/**
 * A @signpdf Signer: PKCS#7 SignedData, detached, SHA-256, with the signed attributes Adobe and the EU validator
 * expect in this order (content type, signing time, message digest). node-forge builds the structure; the RSA
 * signature itself is Node's (OpenSSL), a hundred times faster than forge's JavaScript RSA.
 */
class PlatformSigner extends Signer {
  private readonly certificate: forge.pki.Certificate;
  private readonly key: KeyObject;
  private readonly issuer: forge.asn1.Asn1;

  constructor(cert: PlatformCertificate) {
    super();
    this.certificate = forge.pki.certificateFromPem(cert.certPem);
    this.key = createPrivateKey(cert.keyPem);
    const der = forge.asn1.fromDer(forge.pki.pemToDer(cert.certPem));
    const tbs = (der.value as forge.asn1.Asn1[])[0].value as forge.asn1.Asn1[];
    // TBSCertificate: [0] version (absent in v1), serialNumber, signature, issuer, …
    this.issuer = tbs[tbs[0].tagClass === forge.asn1.Class.CONTEXT_SPECIFIC ? 3 : 2];
  }

  override async sign(content: Buffer, signingTime?: Date): Promise<Buffer> {
    const p7 = forge.pkcs7.createSignedData();
    p7.content = forge.util.createBuffer(content.toString('binary'));
    p7.addCertificate(this.certificate);
    p7.addSigner({
      key: { sign: (md: forge.md.MessageDigest) => rsaSignDigest(this.key, md) } as unknown as forge.pki.rsa.PrivateKey,
      certificate: this.certificate,
      digestAlgorithm: forge.pki.oids.sha256,
      authenticatedAttributes: [
        { type: forge.pki.oids.contentType, value: forge.pki.oids.data },
        { type: forge.pki.oids.signingTime, value: (signingTime ?? new Date()) as unknown as string },
        { type: forge.pki.oids.messageDigest },
      ],
    });
    p7.sign({ detached: true });
    const asn1 = p7.toAsn1();
    // forge re-encodes the issuer name of the SignerInfo from its parsed form and garbles UTF-8 names on the way;
    // put the certificate's own issuer bytes back, or verifiers cannot find the signer's certificate.
    (issuerAndSerial(asn1).value as forge.asn1.Asn1[])[0] = this.issuer;
    return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
  }
}

/** ContentInfo → [0] SignedData → signerInfos (the last SET) → the SignerInfo → its issuerAndSerialNumber. */
function issuerAndSerial(contentInfo: forge.asn1.Asn1): forge.asn1.Asn1 {
  const kids = (node: forge.asn1.Asn1) => node.value as forge.asn1.Asn1[];
  const signedData = kids(kids(contentInfo)[1])[0];
  const signerInfos = kids(signedData)[kids(signedData).length - 1];
  return kids(kids(signerInfos)[0])[1];
}

/** RSASSA-PKCS1-v1_5 over a digest forge computed: the DigestInfo, padded and raised to the private exponent by OpenSSL. */
function rsaSignDigest(key: KeyObject, md: forge.md.MessageDigest): string {
  const { asn1 } = forge;
  const digestInfo = asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
      asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(forge.pki.oids[md.algorithm]).getBytes()),
      asn1.create(asn1.Class.UNIVERSAL, asn1.Type.NULL, false, ''),
    ]),
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, md.digest().getBytes()),
  ]);
  const der = Buffer.from(asn1.toDer(digestInfo).getBytes(), 'binary');
  return privateEncrypt({ key, padding: constants.RSA_PKCS1_PADDING }, der).toString('binary');
}

/** Room for the PKCS#7 (certificate, signed attributes, a 3072- or 4096-bit signature) in hex digits. */
const CONTENTS_HEX_LENGTH = 16_384;
const BYTE_RANGE_PLACEHOLDER = '**********';

/** Seals the PDF with a PDF digital signature (adbe.pkcs7.detached) under the platform's certificate. */
export async function sealPdf(pdf: Uint8Array, cert: PlatformCertificate, reason = 'Sealed by the platform: any change to this file breaks the seal'): Promise<Uint8Array> {
  const signingTime = new Date();
  const withPlaceholder = await addSignaturePlaceholder(pdf, { reason, name: commonNameOf(cert.certPem), signingTime });
  const sealed = await new SignPdf().sign(Buffer.from(withPlaceholder), new PlatformSigner(cert), signingTime);
  return new Uint8Array(sealed.buffer, sealed.byteOffset, sealed.byteLength);
}

const commonNameOf = (certPem: string) => /CN=([^\n,]+)/.exec(new X509Certificate(certPem).subject)?.[1] ?? DEFAULT_SEAL_NAME;

/**
 * Adds an invisible signature field whose value is a signature dictionary with a ByteRange and a zeroed Contents,
 * as an incremental update (the original bytes come first, unchanged). Built with @cantoo/pdf-lib's own objects:
 * @signpdf/placeholder-pdf-lib imports the original pdf-lib, whose objects a fork's document does not recognise.
 */
async function addSignaturePlaceholder(pdf: Uint8Array, sig: { reason: string; name: string; signingTime: Date }): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf, { forIncrementalUpdate: true, updateMetadata: false });
  const context = doc.context;
  const pages = doc.getPages();
  const page = pages[pages.length - 1];

  const byteRange = PDFArray.withContext(context);
  byteRange.push(PDFNumber.of(0));
  for (let i = 0; i < 3; i++) byteRange.push(PDFName.of(BYTE_RANGE_PLACEHOLDER));
  // ByteRange before Contents: @signpdf finds the Contents that follows the placeholder.
  const signature = context.obj({
    Type: 'Sig',
    Filter: 'Adobe.PPKLite',
    SubFilter: 'adbe.pkcs7.detached',
    ByteRange: byteRange,
    Contents: PDFHexString.of('0'.repeat(CONTENTS_HEX_LENGTH)),
    Reason: PDFHexString.fromText(sig.reason),
    Name: PDFHexString.fromText(sig.name),
    M: PDFString.fromDate(sig.signingTime),
    Prop_Build: { Filter: { Name: 'Adobe.PPKLite' } },
  });
  const signatureRef = context.register(signature);

  const acroForm = doc.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict) ?? context.obj({ Fields: [] });
  if (!doc.catalog.has(PDFName.of('AcroForm'))) doc.catalog.set(PDFName.of('AcroForm'), context.register(acroForm));
  const fields = acroForm.lookupMaybe(PDFName.of('Fields'), PDFArray) ?? PDFArray.withContext(context);
  const widget = context.obj({
    Type: 'Annot',
    Subtype: 'Widget',
    FT: 'Sig',
    Rect: [0, 0, 0, 0],
    V: signatureRef,
    T: PDFHexString.fromText(`Seal${fields.size() + 1}`),
    F: 4, // print
    P: page.ref,
  });
  const widgetRef = context.register(widget);
  const annots = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray) ?? PDFArray.withContext(context);
  annots.push(widgetRef);
  page.node.set(PDFName.of('Annots'), annots);
  fields.push(widgetRef);
  acroForm.set(PDFName.of('Fields'), fields);
  // Signatures exist (1), and the file is to be changed only by appending (2).
  acroForm.set(PDFName.of('SigFlags'), PDFNumber.of(3));
  return doc.commit({ useObjectStreams: false });
}
