import { getTableColumns } from 'drizzle-orm';
import { contractApplications, notifications, payeeChanges, supportMessages, supportTickets, userDevices } from '../../db/schema';
import type { BuildContext } from './build-works';
import { archiveSourceRepository, personalDataRepository } from './repository';
import { columnsOf, rowsCsv } from './rows-csv';

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
/** Lookup hashes stand beside encrypted values for searches; they are not data of the person's. */
const withoutHashes = <T extends string>(columns: T[]) => columns.filter((c) => !c.endsWith('Hash'));

/**
 * The personal data the account holds: profile, sign-ins and devices, settings, notices, tickets, applications,
 * payee details and the audit of who read or changed any of it. Asked for after the password; reading the payee
 * details here is audited by the caller like a reveal.
 */
export async function buildPersonalArchive({ db, authorId, writer, progress }: BuildContext): Promise<void> {
  const personal = personalDataRepository(db, authorId);
  const { user, author, intros } = await archiveSourceRepository(db, authorId).profile();
  writer.add('personal/profile.json', json({ user, author: author ? { ...author, idCardUploadId: undefined } : null, intros }), 'the account and the author profile, with birth date and social account');
  await progress(0.2);
  writer.add('personal/sign-ins.csv', rowsCsv(['id', 'createdAt', 'expiresAt', 'revokedAt', 'lastSeenAt', 'userAgent'], await personal.sessions()), 'every session: when it began, was last used and ended, and its browser');
  writer.add('personal/devices.csv', rowsCsv(withoutHashes(columnsOf(getTableColumns(userDevices))), await personal.devices()), 'the devices that signed in');
  writer.add('personal/settings.json', json({ language: user.lang, site: user.fromSite, notice_mail: await personal.noticePrefs() }), 'language, site and which notices also come by mail');
  writer.add('personal/notices.csv', rowsCsv(columnsOf(getTableColumns(notifications)), await personal.notices()), 'every notice sent to the account');
  await progress(0.5);
  const tickets = await personal.tickets();
  writer.add('personal/tickets.csv', rowsCsv(columnsOf(getTableColumns(supportTickets)), tickets), 'support tickets');
  writer.add('personal/ticket-messages.csv', rowsCsv(columnsOf(getTableColumns(supportMessages)), await personal.ticketMessages(tickets.map((t) => t.id))), 'the messages of those tickets');
  writer.add('personal/applications.csv', rowsCsv(withoutHashes(columnsOf(getTableColumns(contractApplications))), await personal.applications()), 'contract applications, with the personal details given in them');
  const payee = await personal.payee();
  writer.add('personal/payee.json', json(payee ? { ...payee, bankAccountHash: undefined, idNumberHash: undefined } : null), 'payee details in clear');
  writer.add('personal/payee-changes.csv', rowsCsv(columnsOf(getTableColumns(payeeChanges)), await personal.payeeChanges()), 'every change of the payee details (which fields, from which device)');
  writer.add('personal/access-audit.csv', rowsCsv(['at', 'actorKind', 'actorId', 'action', 'subjectKind', 'subjectId'], await personal.audit()), 'who read or changed the account’s personal data, and when');
  await progress(1);
}
