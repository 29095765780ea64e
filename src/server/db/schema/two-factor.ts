import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, boolean } from 'drizzle-orm/pg-core';
import { createdAt, encryptedText, updatedAt } from './columns';
import { users } from './users';

/**
 * An account's authenticator-app secret (TOTP). A row without `enabled_at` is a set-up waiting for
 * its first code; `last_step` is the time step of the last code accepted, so a code is never
 * accepted twice (nor an older one after it).
 */
export const userTotp = pgTable('user_totp', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: encryptedText('user_totp', 'secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true, mode: 'date' }),
  lastStep: integer('last_step'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Single-use recovery codes, kept only as keyed hashes; `used_at` spends one. */
export const userRecoveryCodes = pgTable(
  'user_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('user_recovery_codes_user_idx').on(t.userId), uniqueIndex('user_recovery_codes_hash_key').on(t.codeHash)],
);

/**
 * The short-lived step between the password and the second factor: not a session. Only the SHA-256
 * of its token is stored. `password_ok` is false for the challenge answered while sign-in is slowed
 * down and the password was wrong, so the answer tells a guesser nothing; no code completes it.
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    passwordOk: boolean('password_ok').notNull(),
    deviceHash: text('device_hash'),
    userAgent: text('user_agent'),
    failures: integer('failures').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('sign_in_challenges_token_hash_key').on(t.tokenHash), index('sign_in_challenges_expires_idx').on(t.expiresAt)],
);

export type UserTotp = typeof userTotp.$inferSelect;
export type SignInChallenge = typeof signInChallenges.$inferSelect;
