import { integer, jsonb, pgTable, serial, text, timestamp, index } from 'drizzle-orm/pg-core';
import { createdAt, encryptedText, lookupHash, updatedAt } from './columns';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Where an author's money goes: one row per
 * author. Everything personal or financial is encrypted (AES-256-GCM per value); the bank account
 * and the ID number keep a keyed hash beside them so staff can find one without decrypting every
 * row. A change after the first entry holds payouts until `hold_until` (the site's cooling-off).
 */
export const payeeDetails = pgTable('payee_details', {
  authorId: integer('author_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** bank or paypal (src/domain/payee.ts) */
  method: text('method').notNull(),
  /** ISO 3166-1 alpha-2 of the bank (IBAN countries are checked as IBANs) */
  country: text('country'),
  bankName: encryptedText('payee_details', 'bank_name'),
  bankAccount: encryptedText('payee_details', 'bank_account', { hashColumn: 'bank_account_hash' }),
  bankAccountHash: lookupHash('bank_account_hash'),
  accountHolder: encryptedText('payee_details', 'account_holder'),
  swift: encryptedText('payee_details', 'swift'),
  branchPostalCode: encryptedText('payee_details', 'branch_postal_code'),
  paypalEmail: encryptedText('payee_details', 'paypal_email'),
  mobile: encryptedText('payee_details', 'mobile').notNull(),
  address: encryptedText('payee_details', 'address').notNull(),
  idNumber: encryptedText('payee_details', 'id_number', { hashColumn: 'id_number_hash' }).notNull(),
  idNumberHash: lookupHash('id_number_hash').notNull(),
  /** Facebook or another social account */
  socialAccount: encryptedText('payee_details', 'social_account').notNull(),
  /** payouts wait until then after a change (null: no hold) */
  holdUntil: at('hold_until'),
  /** bumped by every change; a change sent against an older version answers 4009 */
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Every save of payee details: who, when, from which device, which fields; values never (they are in payee_details only). */
export const payeeChanges = pgTable(
  'payee_changes',
  {
    id: serial('id').primaryKey(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the names of the fields that changed (all of them on the first entry) */
    fields: jsonb('fields').$type<string[]>().notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    deviceId: text('device_id'),
    holdUntil: at('hold_until'),
    createdAt: createdAt(),
  },
  (t) => [index('payee_changes_author_idx').on(t.authorId, t.createdAt)],
);
