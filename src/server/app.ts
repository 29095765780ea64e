import os from 'node:os';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import compress from '@fastify/compress';
import type { Database } from './db/client';
import { currentDataKeys, withDataKeys, type DataKeys } from './lib/crypto/data-keys';
import dbPlugin from './plugins/db';
import i18n from './plugins/i18n';
import envelope from './plugins/envelope';
import inputGuard from './plugins/input-guard';
import { noticesAt, type Notices } from './modules/notification';
import rateLimits from './plugins/rate-limit';
import { strictSerializerCompiler } from './lib/strict-responses';
import { validatorCompiler } from './lib/validator';
import auth from './plugins/auth';
import openapi from './plugins/openapi';
import slowRequests from './plugins/slow-requests';
import securityHeaders from './plugins/security-headers';
import portal from './plugins/portal';
import { passwordConfirmation, THROTTLE, type ConfirmPassword, type SnsProvider } from './modules/user';
import { contractSettings } from './modules/contract';
import { appModules } from './app-modules';
import { platformAuth } from './modules/platform';
import { DEFAULT_MAIL_FROM, startMailSender, type MailSettings } from './modules/mail';
import { seedReference } from './seed/reference/seed';
import { seedHelp } from './seed/help-articles';
import storagePlugin from './plugins/storage';
import jobsPlugin from './plugins/jobs';
import health from './plugins/health';
import { localStorage, type Storage } from './lib/storage/storage';
import { inProcessQueue, type JobQueue } from './lib/jobs/queue';
import staffAuth from './admin/staff-auth';
import adminRoutes from './admin/routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** the signed-in account's password asked again, throttled with sign-in failures */
    confirmPassword: ConfirmPassword;
    /** notices to authors, whose mails link to this app's public address */
    notices: Notices;
    /** the keys this app encrypts and decrypts personal data with */
    dataKeys: DataKeys;
  }
}

export interface AppOptions {
  database: Database;
  sessionTtlDays?: number;
  /** the built portal; omit to serve the API only */
  clientDir?: string;
  /** serve the portal's source maps (off by default) */
  serveSourceMaps?: boolean;
  /** where uploaded files live (lib/storage: local disk or S3); default the local driver in `uploadsDir` */
  storage?: Storage;
  /** the local driver's folder (public/ and private/ inside), when `storage` is not given */
  uploadsDir?: string;
  /** the job queue (lib/jobs: pg-boss on PostgreSQL); default an in-process queue */
  jobs?: JobQueue;
  /** the data key file (embedded default), re-read by keys:rotate through the server */
  keyFile?: string;
  /** the keys personal data is encrypted with (lib/crypto/data-keys); default the process's */
  dataKeys?: DataKeys;
  /** Redis for the rate limits' counters (shared by instances); default the PostgreSQL store */
  redisUrl?: string;
  /** requests one address may make to write routes per minute (the general limiter; routes may set their own) */
  writesPerMinute?: number;
  /** where phones are sent; default the provider's mobile author login */
  mobileLoginUrl?: string;
  /** social sign-in platforms (OpenID Connect) */
  snsProviders?: SnsProvider[];
  /** queue the scheduled-release job at this interval (from boot on, so a restart catches up); omit to leave it to the caller */
  releaseIntervalMs?: number;
  /** requests answered later than this are logged as slow (warn); default SLOW_REQUEST_MS */
  slowRequestMs?: number;
  /** tests: fail any answer that strays from its route's declared schema instead of dropping the extra */
  strictResponses?: boolean;
  /** per-address budgets of the routes that act without a sign-in */
  limits?: Partial<AddressLimits>;
  /** the portal's address as users reach it: the links in mails point there (never taken from a request's Host) */
  publicUrl?: string;
  /** mail: SMTP when `smtpUrl` is set (delivered every `intervalMs`); otherwise mails wait in the outbox */
  mail?: Partial<MailSettings>;
  /** the clock of time-bound rules (signing links, popups, contract terms and their expiry); tests move it */
  clock?: () => Date;
  /**
   * the platform's certificate that seals signed contracts: PEMs (SIGNING_CERT/SIGNING_KEY), or one
   * generated once in `dataDir` (default: a folder in the system's temporary directory)
   */
  signing?: { dataDir?: string; certPem?: string; keyPem?: string };
}

/** Requests one address may make without a sign-in. */
export interface AddressLimits {
  /** new accounts per hour */
  signUpsPerHour: number;
  /** sign-in attempts (email, social, staff) per 15 minutes; failures are slowed down separately */
  signInsPer15Minutes: number;
  /** failed sign-ins per 15 minutes before each further try from the address is slowed down */
  failedSignInsPer15Minutes: number;
  /** requests that mail a link (forgot password, verification again, opening a verification link) per hour */
  mailRequestsPerHour: number;
}
export const DEFAULT_ADDRESS_LIMITS: AddressLimits = { signUpsPerHour: 10, signInsPer15Minutes: 60, failedSignInsPer15Minutes: THROTTLE.freePerAddress, mailRequestsPerHour: 10 };

/** The largest answer compressed in one call rather than streamed through zlib. */
const SYNC_COMPRESS_MAX = 256 * 1024;

/** The whole product as one Fastify plugin; server.ts boots it, tests inject into it. */
const app: FastifyPluginAsync<AppOptions> = async (fastify, options) => {
  // Every request runs with the app's own data keys (apps side by side in one process each keep
  // theirs): from its first hook, and again once its body is read, whose events come from the socket.
  const dataKeys = options.dataKeys ?? currentDataKeys();
  fastify.decorate('dataKeys', dataKeys);
  fastify.addHook('onRequest', (_request, _reply, done) => withDataKeys(dataKeys, done));
  fastify.addHook('preHandler', (_request, _reply, done) => withDataKeys(dataKeys, done));
  await fastify.register(securityHeaders);
  await fastify.register(slowRequests, { thresholdMs: options.slowRequestMs });
  // Answers up to 256 KiB are compressed in one synchronous call: through the plugin's stream path
  // (its default above 8 KiB on two cores) a 25 KB chapter window cost 1.2–1.9 ms of CPU, in one
  // call 0.5–0.7 ms, serialising included (tests/bench: chapter windows).
  await fastify.register(compress, { global: true, threshold: 1024, syncThreshold: SYNC_COMPRESS_MAX });
  await fastify.register(dbPlugin, { database: options.database });
  await fastify.register(i18n);
  await fastify.register(envelope, { strictResponses: options.strictResponses });
  await fastify.register(inputGuard);
  await fastify.register(health, { database: options.database });
  await fastify.register(rateLimits, { db: options.database.db, redisUrl: options.redisUrl, writesPerMinute: options.writesPerMinute });
  fastify.setValidatorCompiler(validatorCompiler);
  if (options.strictResponses) fastify.setSerializerCompiler(strictSerializerCompiler);
  await fastify.register(auth);
  await fastify.register(staffAuth);
  await fastify.register(platformAuth);
  if (!options.storage && !options.uploadsDir) throw new Error('app: give `storage` or `uploadsDir`');
  await fastify.register(storagePlugin, { storage: options.storage ?? localStorage(options.uploadsDir!) });
  // The app's one clock: every module, job and staff action reads the time from it (tests move it).
  const now = options.clock ?? (() => new Date());
  const publicUrl = options.publicUrl ?? 'http://localhost:8080';
  fastify.decorate('notices', noticesAt(publicUrl));
  const contracts = contractSettings({
    storage: fastify.storage,
    publicUrl,
    notices: fastify.notices,
    now,
    certificate: { dataDir: options.signing?.dataDir ?? path.join(os.tmpdir(), 'writers-center-signing'), certPem: options.signing?.certPem, keyPem: options.signing?.keyPem },
  });
  await fastify.register(jobsPlugin, {
    queue: options.jobs ?? inProcessQueue(fastify.log),
    releaseIntervalMs: options.releaseIntervalMs,
    contracts,
    now,
    // PostgreSQL's autovacuum keeps statistics fresh; PGlite has none.
    refreshStatistics: options.database.kind === 'pglite',
    dataKeys,
  });
  await fastify.register(openapi);

  const limits = { ...DEFAULT_ADDRESS_LIMITS, ...options.limits };
  fastify.decorate('confirmPassword', passwordConfirmation(fastify.db, { freePerAddress: limits.failedSignInsPer15Minutes, clock: now }));
  const modules = appModules({
    sessionTtlDays: options.sessionTtlDays ?? 30,
    snsProviders: options.snsProviders ?? [],
    limits,
    publicUrl,
    mobileLoginUrl: options.mobileLoginUrl ?? 'https://m.writers-center.test/author/login',
    contracts,
    scheduleJobs: Boolean(options.releaseIntervalMs),
  });
  for (const module of modules) await module.register(fastify, { now });
  await fastify.register(adminRoutes, { limits, smtp: Boolean(options.mail?.smtpUrl), contracts, keyFile: options.keyFile, now });
  // Reference data (categories, genres, tags) is upserted on every boot, so a release's additions land.
  fastify.addHook('onReady', async () => seedReference(fastify.db));
  // The help articles the release ships with are published on a database that has none; staff update them with help:publish.
  fastify.addHook('onReady', async () => void (await seedHelp(fastify.db, { onlyIfEmpty: true })));
  // Without SMTP the mails stay in the outbox (staff read them), so nothing is silently dropped.
  const smtpUrl = options.mail?.smtpUrl;
  if (smtpUrl) {
    let stop = async () => {};
    fastify.addHook('onReady', async () => {
      // Its timer runs with the app's data keys (the outbox keeps each live link encrypted).
      stop = withDataKeys(dataKeys, () => startMailSender(fastify.db, { smtpUrl, from: options.mail?.from ?? DEFAULT_MAIL_FROM, intervalMs: options.mail?.intervalMs }, fastify.log));
    });
    fastify.addHook('onClose', async () => stop());
  }

  await fastify.register(portal, { clientDir: options.clientDir, serveSourceMaps: options.serveSourceMaps });
};

export default app;
