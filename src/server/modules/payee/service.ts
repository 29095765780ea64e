import type { Db, Tx } from '../../db/client';
import type { payeeDetails } from '../../db/schema';
import { ApiCode } from '../../../domain/errors';
import { policyForSite } from '../../../domain/limits';
import { COMMON_PAYEE_FIELDS, METHOD_FIELDS, type PayeeMethod } from '../../../domain/payee';
import { normalizeAccount } from '../../../domain/payee-account';
import { maskTail } from '../../../domain/personal-data';
import type { PayeeInfo, PayeeSaved, PayeeValues } from '../../../domain/api/payee';
import type { PayeeInput } from '../../../domain/schemas/payee';
import { AppError } from '../../lib/errors';
import { keyRing } from '../../lib/crypto/data-keys';
import { audit, type AuditOrigin } from '../audit';
import type { Notices } from '../notification';
import { queueMail } from '../mail';
import type { ConfirmPassword } from '../user';
import { payeesRepository } from './payees-repository';

const DAY_MS = 86_400_000;
/** How many changes the page lists. */
const HISTORY_LIMIT = 20;

type Row = typeof payeeDetails.$inferSelect;

/** Where a save came from: recorded in payee_changes and the audit trail. */
export interface SaveOrigin extends AuditOrigin {
  userAgent?: string;
  deviceId?: string;
}

/** Wire values of a stored row (clear; masked by the caller where needed). */
function valuesOf(row: Row): PayeeValues {
  const values: PayeeValues = {
    method: row.method as PayeeMethod,
    telephone: row.mobile,
    address: row.address,
    id_number: row.idNumber,
    facebook: row.socialAccount,
  };
  if (row.method === 'bank') {
    Object.assign(values, {
      country: row.country ?? undefined,
      bank: row.bankName ?? undefined,
      bank_account: row.bankAccount ?? undefined,
      account_holder: row.accountHolder ?? undefined,
      swift: row.swift ?? undefined,
      branch_postal_code: row.branchPostalCode ?? undefined,
    });
  } else values.paypal = row.paypalEmail ?? undefined;
  return values;
}

/** Every field the row's method needs is there. */
function isComplete(row: Row | undefined): boolean {
  if (!row) return false;
  const values = valuesOf(row) as Record<string, string | undefined>;
  const method = row.method as PayeeMethod;
  return [...METHOD_FIELDS[method], ...COMMON_PAYEE_FIELDS].every((f) => !!values[f]);
}

/** `203.0.113.42` → `203.0.113.•••`; IPv6 keeps its first four groups. */
export function maskAddress(ip: string | null): string | null {
  if (!ip) return null;
  if (ip.includes('.')) return ip.replace(/\.\d+$/, '.•••');
  return `${ip.split(':').slice(0, 4).join(':')}:•••`;
}

/** A user agent in a few words ("Chrome 131 on Windows"), or its first 60 characters. */
export function deviceName(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser = /(Edg|OPR|Firefox|Chrome|Safari)\/(\d+)/.exec(userAgent);
  const os = /(Windows|Android|iPhone|iPad|Mac OS X|Linux)/.exec(userAgent);
  if (!browser) return userAgent.slice(0, 60);
  const name = { Edg: 'Edge', OPR: 'Opera' }[browser[1]] ?? browser[1];
  const version = name === 'Safari' ? '' : ` ${browser[2]}`;
  return os ? `${name}${version} on ${os[1].replace('Mac OS X', 'macOS')}` : `${name}${version}`;
}

/** Whether the author has given every payee detail their method needs (popup type 1 asks until they have). */
export async function payeeComplete(db: Db, userId: number): Promise<boolean> {
  return isComplete(await payeesRepository(db).details(userId));
}

/** The row's columns for a checked form: only the method's own fields, normalised, with the lookup hashes. */
function payeeColumns(input: PayeeInput) {
  const bank = input.method === 'bank';
  const account = bank && input.bank_account ? normalizeAccount(input.bank_account, input.country) : null;
  return {
    method: input.method,
    country: bank ? (input.country?.toUpperCase() ?? null) : null,
    bankName: bank ? (input.bank ?? null) : null,
    bankAccount: account,
    bankAccountHash: account ? keyRing().hash(account) : null,
    accountHolder: bank ? (input.account_holder ?? null) : null,
    swift: bank ? (input.swift?.replace(/\s+/g, '').toUpperCase() ?? null) : null,
    branchPostalCode: bank ? (input.branch_postal_code ?? null) : null,
    paypalEmail: bank ? null : (input.paypal?.toLowerCase() ?? null),
    mobile: input.telephone,
    address: input.address,
    idNumber: input.id_number,
    idNumberHash: keyRing().hash(input.id_number),
    socialAccount: input.facebook,
  };
}

/** The details as the page shows them: each value masked to its last characters. */
function maskedDetails(row: Row, values: PayeeValues) {
  const mask = (v: string | undefined) => (v ? maskTail(v) : null);
  return {
    method: values.method,
    country: row.method === 'bank' ? row.country : null,
    bank: mask(values.bank),
    bank_account: mask(values.bank_account),
    account_holder: mask(values.account_holder),
    swift: mask(values.swift),
    branch_postal_code: mask(values.branch_postal_code),
    paypal: mask(values.paypal),
    telephone: mask(values.telephone),
    address: mask(values.address),
    id_number: mask(values.id_number),
    facebook: mask(values.facebook),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * A change after the first entry: a notice, and a mail to the account's address and to the PayPal
 * address it replaces (`replacedPaypal`), saying until when payouts are held.
 */
async function tellOfChange(tx: Tx, notices: Notices, userId: number, user: { email: string; lang: string; fromSite: number | null }, holdUntil: Date, replacedPaypal: string | null) {
  const until = holdUntil.getTime();
  const page = '/salaryManage/salaryManageInfo';
  const link = notices.mailLink(page);
  await notices.notify(tx, userId, { kind: 'payout', template: 'notice.payee.changed', params: { until }, link: page });
  const recipients = new Set([user.email]);
  if (replacedPaypal) recipients.add(replacedPaypal);
  for (const to of recipients) {
    if (!to.endsWith('.invalid')) await queueMail(tx, { to, template: 'payee_changed', lang: user.lang, site: user.fromSite, params: { until, link } });
  }
}

/** What follows a change of payee details in the same transaction (the payouts module re-decides its holds). */
export type PayeeChanged = (tx: Tx, userId: number, at: Date) => Promise<unknown>;

export function payeeService(db: Db, options: { notices: Notices; now?: () => Date; confirmPassword: ConfirmPassword; onChanged: PayeeChanged }) {
  const now = options.now ?? (() => new Date());
  // Wrong passwords count against the account, with failed sign-ins (not per session); with two-factor
  // sign-in on, the app's code is asked for too.
  const checkPassword = (userId: number, password: string, origin: AuditOrigin, code?: string) => options.confirmPassword(userId, password, origin.address ?? '', 'password', { code });

  const payees = payeesRepository(db);
  const find = (userId: number) => payees.details(userId);

  return {
    /** GET /v1/payee.info: masked values, the hold and the history of changes. */
    async info(userId: number): Promise<PayeeInfo> {
      const [row, [user], history] = await Promise.all([
        find(userId),
        payees.site(userId),
        payees.changes(userId, HISTORY_LIMIT),
      ]);
      const at = now();
      const values = row ? valuesOf(row) : undefined;
      return {
        details: row && values ? maskedDetails(row, values) : null,
        complete: isComplete(row),
        version: row?.version ?? 0,
        hold_until: row?.holdUntil && row.holdUntil > at ? row.holdUntil.toISOString() : null,
        cooling_off_days: policyForSite(user?.fromSite).payeeCoolingOffDays,
        history: history.map((h) => ({
          at: h.createdAt.toISOString(),
          fields: h.fields,
          device: deviceName(h.userAgent),
          ip_address: maskAddress(h.ipAddress),
          hold_until: h.holdUntil?.toISOString() ?? null,
        })),
      };
    },

    /**
     * POST /v1/payee.save: needs the password. The first entry holds nothing; any later change
     * holds payouts for the site's cooling-off days, mails the account's address (and a replaced
     * PayPal address) and leaves a notice, a payee_changes row and an audit entry.
     */
    async save(userId: number, input: PayeeInput & { password: string; version: number; code?: string }, origin: SaveOrigin): Promise<PayeeSaved> {
      await checkPassword(userId, input.password, origin, input.code);
      const at = now();
      return db.transaction(async (tx) => {
        const inTx = payeesRepository(tx);
        const user = await inTx.account(userId);
        const current = await inTx.detailsForUpdate(userId);
        if ((current?.version ?? 0) !== input.version) throw new AppError(ApiCode.Conflict, 'payee.stale');
        const next = payeeColumns(input);
        const before = current ? (valuesOf(current) as Record<string, string | undefined>) : {};
        const after = valuesOf({ ...(current ?? ({} as Row)), ...next } as Row) as Record<string, string | undefined>;
        const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => before[k] !== after[k]);
        if (current && fields.length === 0) return { version: current.version, hold_until: current.holdUntil && current.holdUntil > at ? current.holdUntil.toISOString() : null };

        const holdUntil = current ? new Date(at.getTime() + policyForSite(user?.fromSite).payeeCoolingOffDays * DAY_MS) : null;
        const version = (current?.version ?? 0) + 1;
        if (current) await inTx.updateDetails(userId, { ...next, holdUntil, version, updatedAt: at });
        else await inTx.addDetails({ authorId: userId, ...next, holdUntil, version, createdAt: at, updatedAt: at });
        await inTx.addChange({
          authorId: userId,
          fields,
          ipAddress: origin.address ?? null,
          userAgent: origin.userAgent?.slice(0, 400) ?? null,
          deviceId: origin.deviceId?.slice(0, 100) ?? null,
          holdUntil,
          createdAt: at,
        });
        await audit(tx, {
          actor: { kind: 'author', id: userId },
          action: current ? 'payee.changed' : 'payee.entered',
          subject: { kind: 'payee', id: userId, userId },
          before: current ? Object.fromEntries(fields.map((f) => [f, before[f] ?? null])) : null,
          after: { ...Object.fromEntries(fields.map((f) => [f, after[f] ?? null])), hold_until: holdUntil?.toISOString() ?? null },
          origin,
        });
        if (current && holdUntil && user) await tellOfChange(tx, options.notices, userId, user, holdUntil, current.paypalEmail !== next.paypalEmail ? current.paypalEmail : null);
        // Waiting payouts follow the new details: held through the cooling-off, or released once given.
        await options.onChanged(tx, userId, at);
        return { version, hold_until: holdUntil?.toISOString() ?? null };
      });
    },

    /** POST /v1/payee.reveal: the clear values, after the password again; audited as a view. */
    async reveal(userId: number, password: string, origin: AuditOrigin, code?: string): Promise<PayeeValues> {
      await checkPassword(userId, password, origin, code);
      const row = await find(userId);
      if (!row) throw new AppError(ApiCode.NotFound, 'payee.none');
      await audit(db, { actor: { kind: 'author', id: userId }, action: 'payee.revealed', subject: { kind: 'payee', id: userId, userId }, origin });
      return valuesOf(row);
    },

  };
}
