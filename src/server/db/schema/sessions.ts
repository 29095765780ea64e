import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/** Bearer sessions. Only the SHA-256 of a token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    /**
     * The browser's User-Agent at sign-in (cut to USER_AGENT_MAX_CHARS), read back as device and
     * browser in the author's list of sessions; null for sessions from before it was kept.
     */
    userAgent: text('user_agent'),
    /** the country the sign-in came from (ISO 3166-1 alpha-2, from its network address, which is not kept); null when unknown */
    country: text('country'),
    /** when the session last authenticated a request, to the minute or so (see sessions-repository) */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Failed sign-in attempts, for rate limits shared by every server instance. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    /** 'email:<address>' or 'ip:<address>' */
    bucket: text('bucket').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_failures_bucket_idx').on(t.bucket, t.createdAt)],
);

/**
 * Devices an account has signed in from (the SHA-256 of the portal's device id): a stranger's
 * failed guesses slow sign-ins down, but never keep the owner out of a device they used before.
 */
export const userDevices = pgTable(
  'user_devices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] })],
);

/** Request counters per key and window, shared by every instance (the general rate limiter's store). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);

/**
 * Single-use links mailed to an account: verify the email, or reset the password. Only the
 * SHA-256 of the token is stored; a link is spent by setting `used_at` (atomically, so two
 * clicks cannot both succeed) and refused after `expires_at`.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'verify_email' | 'password_reset' | 'sign_in' | 'email_change' (to the new address) | 'email_change_undo' (to the old one) */
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** the address the link was sent to: a verification proves this one, not a later one */
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('email_tokens_token_hash_key').on(t.tokenHash), index('email_tokens_user_idx').on(t.userId, t.purpose)],
);

export type EmailToken = typeof emailTokens.$inferSelect;
