import type { Storage } from '../../lib/storage/storage';
import { noticesAt, type Notices } from '../notification';
import { builtInSigning, type SigningProvider } from './signing';
import { contractPaperwork, type CertificateSource, type Paperwork } from './paperwork';

/**
 * What the contract module needs from the app and the CLI alike: the portal's address (links in
 * mails and the signing dialog), the notices it sends (their mails link there), the clock (tests
 * move it), the signing provider, and the PDF paperwork with the platform's certificate.
 */
export interface ContractSettings {
  publicUrl: string;
  notices: Notices;
  now(): Date;
  storage: Storage;
  provider: SigningProvider;
  paperwork: Paperwork;
}

export interface ContractSettingsOptions {
  storage: Storage;
  publicUrl: string;
  now?: () => Date;
  /** where the platform's certificate comes from (SIGNING_CERT/SIGNING_KEY, or one generated in the data directory) */
  certificate: CertificateSource;
  provider?: SigningProvider;
  /** the app's notices; @default notices linking to `publicUrl` */
  notices?: Notices;
}

export function contractSettings(options: ContractSettingsOptions): ContractSettings {
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  return {
    publicUrl,
    notices: options.notices ?? noticesAt(publicUrl),
    now: options.now ?? (() => new Date()),
    storage: options.storage,
    provider: options.provider ?? builtInSigning(options.storage, publicUrl),
    paperwork: contractPaperwork(options.certificate),
  };
}
