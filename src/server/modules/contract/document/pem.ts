import { X509Certificate, createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * SIGNING_CERT and SIGNING_KEY hold PEM text or the path of a PEM file. Shared by the config
 * (which refuses a bad pair at start) and loadPlatformCertificate. Messages name the setting,
 * never its value: a key must not reach a log.
 */
export function readPemSetting(value: string, name: string): string {
  const text = value.trim();
  // Some deployments put the PEM in one line with literal "\n" sequences.
  if (text.includes('-----BEGIN')) return text.includes('\n') ? `${text}\n` : `${text.replace(/\\n/g, '\n')}\n`;
  try {
    return readFileSync(text, 'utf8');
  } catch {
    throw new Error(`${name} is neither PEM text nor a readable PEM file (path "${text}")`);
  }
}

/** Why a certificate and key cannot seal contracts, or null when they can. */
export function signingPairProblem(certPem: string, keyPem: string): string | null {
  let cert: X509Certificate;
  try {
    cert = new X509Certificate(certPem);
  } catch {
    return 'SIGNING_CERT does not hold a PEM certificate';
  }
  let key: ReturnType<typeof createPrivateKey>;
  try {
    key = createPrivateKey(keyPem);
  } catch {
    return 'SIGNING_KEY does not hold an unencrypted PEM private key';
  }
  // The PKCS#7 signer (node-forge) signs with RSA keys only.
  if (key.asymmetricKeyType !== 'rsa') return `SIGNING_KEY must be an RSA key (it is ${key.asymmetricKeyType})`;
  if (!cert.checkPrivateKey(key)) return 'SIGNING_KEY is not the private key of SIGNING_CERT';
  return null;
}
