import path from 'node:path';
import type { AddressLimits } from './app';
import { parseSnsProviders, THROTTLE, type SnsProvider } from './modules/user';
import { DEFAULT_MAIL_FROM } from './modules/mail';
import { readPemSetting, signingPairProblem } from './modules/contract';

/** Server settings, read from the environment once at start and validated. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** create demo data (always on first start of the embedded database) */
  demo: boolean;
  sessionTtlDays: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** a log line per request (on by default in development, off in production: errors are logged either way) */
  logRequests: boolean;
  /** the built portal, served as static files; absent in API-only tests */
  clientDir?: string;
  /** where phones are sent (the provider's mobile author login) */
  mobileLoginUrl: string;
  /** behind a proxy, trust X-Forwarded-For for client addresses */
  trustProxy: boolean;
  /** per-address budgets of what needs no sign-in */
  limits: AddressLimits;
  /** serve the portal's .map files (off: they expose the source) */
  serveSourceMaps: boolean;
  /** uploaded files; default <dataDir>/uploads */
  uploadsDir: string;
  /** social sign-in platforms, from SNS_PROVIDERS (a JSON array) */
  snsProviders: SnsProvider[];
  /** how often scheduled chapters due are released (RELEASE_INTERVAL_MS) */
  releaseIntervalMs: number;
  /** files in S3 (S3_BUCKET set) instead of the local disk */
  s3?: { bucket: string; region: string; endpoint?: string; forcePathStyle: boolean };
  /** a CDN or bucket website serving the public files (UPLOADS_PUBLIC_URL); default the API's /uploads/ */
  uploadsPublicUrl?: string;
  /** Redis for the rate limits' counters (REDIS_URL) */
  redisUrl?: string;
  /** the general limiter: write requests per address per minute (WRITES_PER_ADDRESS_MINUTE) */
  writesPerMinute: number;
  /** how long a shutdown waits for requests in flight and the running job (SHUTDOWN_TIMEOUT_MS) */
  shutdownTimeoutMs: number;
  /** the portal's address as users reach it (PUBLIC_URL): mailed links point there */
  publicUrl: string;
  /** SMTP_URL (unset: mails wait in the outbox), MAIL_FROM, MAIL_INTERVAL_MS */
  mail: { smtpUrl?: string; from: string; intervalMs: number };
  /**
   * The certificate and key that seal signed contracts (SIGNING_CERT, SIGNING_KEY: PEM text or a PEM file's path, read
   * here); unset: a self-signed pair generated once into <dataDir> (loadPlatformCertificate).
   */
  signing: { certPem?: string; keyPem?: string };
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Reads whole-number settings, noting each bad one in `problems` and falling back to its default. */
function intReader(env: NodeJS.ProcessEnv, problems: string[]) {
  return (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
      problems.push(`${name}="${raw}" must be a whole number from ${min} to ${max}`);
      return fallback;
    }
    return n;
  };
}

/** The database, log level, phone login and social sign-in settings. */
function basicSettings(env: NodeJS.ProcessEnv, problems: string[]) {
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push(`DATABASE_URL must start with postgres:// or postgresql:// (got "${databaseUrl.slice(0, 20)}…")`);
  }

  const logLevel = (env.LOG_LEVEL ?? 'info') as Config['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL="${env.LOG_LEVEL}" must be one of ${LOG_LEVELS.join(', ')}`);

  const mobileLoginUrl = env.MOBILE_LOGIN_URL ?? 'https://m.writers-center.test/author/login';
  try {
    new URL(mobileLoginUrl);
  } catch {
    problems.push(`MOBILE_LOGIN_URL="${mobileLoginUrl}" is not a URL`);
  }

  let snsProviders: SnsProvider[] = [];
  try {
    snsProviders = parseSnsProviders(env.SNS_PROVIDERS);
  } catch (err) {
    problems.push(`SNS_PROVIDERS: ${(err as Error).message}`);
  }
  return { databaseUrl, logLevel, mobileLoginUrl, snsProviders };
}

/** Where files and rate-limit counters live: S3 and Redis, when set. */
function storeSettings(env: NodeJS.ProcessEnv, problems: string[]) {
  const s3Bucket = env.S3_BUCKET?.trim() || undefined;
  const s3Endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (s3Endpoint) {
    try {
      new URL(s3Endpoint);
    } catch {
      problems.push(`S3_ENDPOINT="${s3Endpoint}" is not a URL`);
    }
  }
  if (!s3Bucket && (s3Endpoint || env.S3_REGION)) problems.push('S3_ENDPOINT or S3_REGION is set without S3_BUCKET');
  const redisUrl = env.REDIS_URL?.trim() || undefined;
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) problems.push(`REDIS_URL must start with redis:// or rediss://`);
  const s3: Config['s3'] = s3Bucket
    ? { bucket: s3Bucket, region: env.S3_REGION?.trim() || env.AWS_REGION || 'us-east-1', endpoint: s3Endpoint, forcePathStyle: env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true' }
    : undefined;
  return { s3, redisUrl };
}

/** The SMTP server and the sender of mails. */
function mailSettings(env: NodeJS.ProcessEnv, problems: string[]) {
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl) {
    let protocol = '';
    try {
      protocol = new URL(smtpUrl).protocol;
    } catch {
      // reported below
    }
    // Never echo the URL: it may hold the SMTP password.
    if (protocol !== 'smtp:' && protocol !== 'smtps:') problems.push('SMTP_URL must be a URL like smtp://user:pass@host:587 or smtps://user:pass@host:465');
  }
  const mailFrom = env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM;
  if (!/@/.test(mailFrom) || /[\r\n]/.test(mailFrom)) problems.push(`MAIL_FROM="${mailFrom}" must be an address, e.g. "Writers’ Center <no-reply@example.com>"`);
  return { smtpUrl, mailFrom };
}

/** The certificate and key that seal signed contracts, read and checked as a pair. */
function signingSettings(env: NodeJS.ProcessEnv, problems: string[]): Config['signing'] {
  const signing: Config['signing'] = { certPem: undefined, keyPem: undefined };
  const signingCert = env.SIGNING_CERT?.trim() || undefined;
  const signingKey = env.SIGNING_KEY?.trim() || undefined;
  if (Boolean(signingCert) !== Boolean(signingKey)) {
    problems.push('SIGNING_CERT and SIGNING_KEY must be set together (or neither: a self-signed certificate is generated into DATA_DIR)');
  } else if (signingCert && signingKey) {
    // Messages name the setting, never its value: SIGNING_KEY is a secret.
    try {
      signing.certPem = readPemSetting(signingCert, 'SIGNING_CERT');
      signing.keyPem = readPemSetting(signingKey, 'SIGNING_KEY');
      const problem = signingPairProblem(signing.certPem, signing.keyPem);
      if (problem) problems.push(problem);
    } catch (err) {
      problems.push((err as Error).message);
    }
  }
  return signing;
}

/** The portal's address as users reach it (its origin and path, without a trailing slash), or '' when it is no http(s) URL. */
function publicUrlSetting(env: NodeJS.ProcessEnv, port: number, problems: string[]): string {
  const publicUrl = env.PUBLIC_URL?.trim() || `http://localhost:${port}`;
  try {
    const url = new URL(publicUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http(s)');
    return url.origin + url.pathname.replace(/\/+$/, '');
  } catch {
    problems.push(`PUBLIC_URL="${publicUrl}" must be the portal's http(s) address, e.g. https://authors.example.com`);
    return '';
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, argv: string[] = process.argv.slice(2)): Config {
  const problems: string[] = [];
  const int = intReader(env, problems);
  const { databaseUrl, logLevel, mobileLoginUrl, snsProviders } = basicSettings(env, problems);
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const { s3, redisUrl } = storeSettings(env, problems);
  const { smtpUrl, mailFrom } = mailSettings(env, problems);
  const signing = signingSettings(env, problems);

  const config: Config = {
    port: int('PORT', 8080, 0, 65535),
    // Loopback by default, as a development default should; HOST=0.0.0.0 (or an address) to serve others.
    host: env.HOST || '127.0.0.1',
    dataDir,
    databaseUrl,
    demo: argv.includes('--demo') || env.DEMO === '1',
    sessionTtlDays: int('SESSION_TTL_DAYS', 30, 1, 365),
    logLevel,
    logRequests: env.LOG_REQUESTS ? env.LOG_REQUESTS === '1' : env.NODE_ENV !== 'production',
    clientDir: env.CLIENT_DIR ? path.resolve(env.CLIENT_DIR) : path.resolve('dist/client'),
    mobileLoginUrl,
    trustProxy: env.TRUST_PROXY === '1',
    serveSourceMaps: env.SERVE_SOURCE_MAPS === '1',
    uploadsDir: env.UPLOADS_DIR ? path.resolve(env.UPLOADS_DIR) : path.join(dataDir, 'uploads'),
    snsProviders,
    releaseIntervalMs: int('RELEASE_INTERVAL_MS', 15_000, 200, 3_600_000),
    s3,
    uploadsPublicUrl: env.UPLOADS_PUBLIC_URL?.trim() || undefined,
    redisUrl,
    writesPerMinute: int('WRITES_PER_ADDRESS_MINUTE', 300, 1, 1_000_000),
    shutdownTimeoutMs: int('SHUTDOWN_TIMEOUT_MS', 25_000, 0, 600_000),
    publicUrl: '',
    mail: { smtpUrl, from: mailFrom, intervalMs: int('MAIL_INTERVAL_MS', 5_000, 100, 3_600_000) },
    signing,
    limits: {
      signUpsPerHour: int('SIGNUPS_PER_ADDRESS_HOUR', 10, 1, 1_000_000),
      signInsPer15Minutes: int('SIGNINS_PER_ADDRESS_15MIN', 60, 1, 1_000_000),
      failedSignInsPer15Minutes: int('FAILED_SIGNINS_PER_ADDRESS_15MIN', THROTTLE.freePerAddress, 1, 1_000_000),
      mailRequestsPerHour: int('MAIL_REQUESTS_PER_ADDRESS_HOUR', 10, 1, 1_000_000),
    },
  };
  config.publicUrl = publicUrlSetting(env, config.port, problems);
  if (problems.length) throw new ConfigError(problems);
  return config;
}
