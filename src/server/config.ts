import path from 'node:path';
import { parseSnsProviders, type SnsProvider } from './modules/user/social';

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
  /** the built portal, served as static files; absent in API-only tests */
  clientDir?: string;
  /** where phones are sent (spec §1: the provider's mobile author login) */
  mobileLoginUrl: string;
  /** behind a proxy, trust X-Forwarded-For for client addresses */
  trustProxy: boolean;
  /** uploaded files; default <dataDir>/uploads */
  uploadsDir: string;
  /** social sign-in platforms, from SNS_PROVIDERS (a JSON array) */
  snsProviders: SnsProvider[];
  /** how often scheduled chapters due are released (RELEASE_INTERVAL_MS) */
  releaseIntervalMs: number;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export function loadConfig(env: NodeJS.ProcessEnv = process.env, argv: string[] = process.argv.slice(2)): Config {
  const problems: string[] = [];

  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
      problems.push(`${name}="${raw}" must be a whole number from ${min} to ${max}`);
      return fallback;
    }
    return n;
  };

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
  const dataDir = path.resolve(env.DATA_DIR ?? './data');

  const config: Config = {
    port: int('PORT', 8080, 0, 65535),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl,
    demo: argv.includes('--demo') || env.DEMO === '1',
    sessionTtlDays: int('SESSION_TTL_DAYS', 30, 1, 365),
    logLevel,
    clientDir: env.CLIENT_DIR ? path.resolve(env.CLIENT_DIR) : path.resolve('dist/client'),
    mobileLoginUrl,
    trustProxy: env.TRUST_PROXY === '1',
    uploadsDir: env.UPLOADS_DIR ? path.resolve(env.UPLOADS_DIR) : path.join(dataDir, 'uploads'),
    snsProviders,
    releaseIntervalMs: int('RELEASE_INTERVAL_MS', 15_000, 200, 3_600_000),
  };
  if (problems.length) throw new ConfigError(problems);
  return config;
}
