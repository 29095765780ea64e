import type { FastifyPluginAsync } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { Database } from './db/client';
import dbPlugin from './plugins/db';
import i18n from './plugins/i18n';
import envelope from './plugins/envelope';
import auth from './plugins/auth';
import openapi from './plugins/openapi';
import portal from './plugins/portal';
import userRoutes from './modules/user/routes';
import authorRoutes from './modules/author/routes';
import notificationRoutes from './modules/notification/routes';
import siteRoutes from './modules/site/routes';
import novelRoutes from './modules/novel/routes';
import chapterRoutes from './modules/chapter/routes';
import { startReleaseJob } from './modules/chapter/release-job';
import { seedReference } from './seed/reference/seed';
import storage from './plugins/storage';
import staffAuth from './admin/staff-auth';
import adminRoutes from './admin/routes';
import novelAdminRoutes from './admin/novel-routes';
import chapterAdminRoutes from './admin/chapter-routes';
import type { SnsProvider } from './modules/user/social';

export interface AppOptions {
  database: Database;
  sessionTtlDays?: number;
  /** the built portal; omit to serve the API only */
  clientDir?: string;
  /** uploaded files (public/ and private/ inside) */
  uploadsDir: string;
  /** where phones are sent (spec §1); default the provider's mobile author login */
  mobileLoginUrl?: string;
  /** social sign-in platforms (OpenID Connect) */
  snsProviders?: SnsProvider[];
  /** run the scheduled-release job at this interval (from boot on, so a restart catches up); omit to leave it to the caller */
  releaseIntervalMs?: number;
}

/** The whole product as one Fastify plugin; server.ts boots it, tests inject into it. */
const app: FastifyPluginAsync<AppOptions> = async (fastify, options) => {
  await fastify.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Fluent UI (Griffel) inserts its style rules at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await fastify.register(compress, { global: true, threshold: 1024 });
  await fastify.register(dbPlugin, { database: options.database });
  await fastify.register(i18n);
  await fastify.register(envelope);
  await fastify.register(auth);
  await fastify.register(staffAuth);
  await fastify.register(storage, { uploadsDir: options.uploadsDir });
  await fastify.register(openapi);

  await fastify.register(userRoutes, { sessionTtlDays: options.sessionTtlDays ?? 30, snsProviders: options.snsProviders ?? [] });
  await fastify.register(authorRoutes);
  await fastify.register(notificationRoutes);
  await fastify.register(siteRoutes, { mobileLoginUrl: options.mobileLoginUrl ?? 'https://m.writers-center.test/author/login' });
  await fastify.register(novelRoutes);
  await fastify.register(chapterRoutes);
  await fastify.register(adminRoutes);
  await fastify.register(novelAdminRoutes);
  await fastify.register(chapterAdminRoutes);
  // Reference data (categories, genres, tags, contests) is upserted on every boot, so a release's additions land.
  fastify.addHook('onReady', async () => seedReference(fastify.db));
  if (options.releaseIntervalMs) {
    let stop = () => {};
    fastify.addHook('onReady', async () => {
      stop = startReleaseJob(fastify.db, options.releaseIntervalMs!, fastify.log);
    });
    fastify.addHook('onClose', async () => stop());
  }

  await fastify.register(portal, { clientDir: options.clientDir });
};

export default app;
