/**
 * Writing a checked application: a new one, or the open one updated and back to pending (its
 * request for information settled). Only the author's own ID photos are taken.
 */
import { V } from '../../../../domain/schemas/messages';
import type { SignApplicationInput } from '../../../../domain/schemas/sign';
import type { Db } from '../../../db/client';
import type { ContractApplication } from '../../../db/schema';
import { keyRing } from '../../../lib/crypto/data-keys';
import { ValidationError } from '../../../lib/errors';
import { audit, type AuditOrigin } from '../../audit';
import { settleNotices } from '../../notification';
import type { Actor } from '../change';
import { CONTRACT_NOTICES } from '../notices';
import { contractsRepository, type ContractsRepository } from '../repository';
import { conflict, type Checklist } from './checklist';

/** A unique index refused the row (two applications for one work at the same moment). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 4; e = e.cause as typeof e, i++)
    if (e.code === '23505') return true;
  return false;
}

/** A stored application as sign.submit's fields, in clear (the columns decrypt as they are read). */
export function storedInput(row: ContractApplication): Record<string, unknown> {
  return {
    original_book_id: row.novelId,
    truename: row.truename,
    id_type: row.idType,
    IDcard: row.idNumber,
    id_photo_front: row.idPhotoFront ?? undefined,
    id_photo_back: row.idPhotoBack ?? undefined,
    address: row.address,
    mobile: row.mobile,
    facebook: row.socialAccount,
    monthly_words: row.monthlyWords,
    estimated_words: row.estimatedWords,
    guardian_truename: row.guardianTruename ?? undefined,
    guardian_email: row.guardianEmail ?? undefined,
    guardian_mobile: row.guardianMobile ?? undefined,
    guardian_IDcard: row.guardianIdNumber ?? undefined,
    guardian_id_photo: row.guardianIdPhoto ?? undefined,
  };
}

/** 4001 on each photo field that is not one of the author's own ID photos. */
async function assertOwnPhotos(r: ContractsRepository, userId: number, input: SignApplicationInput, minor: boolean) {
  const photos = {
    id_photo_front: input.id_photo_front,
    id_photo_back: input.id_photo_back,
    guardian_id_photo: minor ? input.guardian_id_photo : undefined,
  };
  const own = await r.ownIdPhotos(
    userId,
    Object.values(photos).filter((v): v is string => Boolean(v)),
  );
  const fields: ValidationError['fields'] = {};
  if (!own.has(photos.id_photo_front)) fields.id_photo_front = { id: V.idPhotoRequired };
  if (photos.id_photo_back && !own.has(photos.id_photo_back)) fields.id_photo_back = { id: V.idPhotoBackRequired };
  if (photos.guardian_id_photo && !own.has(photos.guardian_id_photo))
    fields.guardian_id_photo = { id: V.guardianPhotoRequired };
  if (Object.keys(fields).length) throw new ValidationError(fields);
}

/** The application's columns from the form (the guardian's only for a minor; ID numbers hashed too). */
function columnsOf(input: SignApplicationInput, minor: boolean, now: Date) {
  const ring = keyRing();
  return {
    minor,
    truename: input.truename,
    idType: input.id_type,
    idNumber: input.IDcard,
    idNumberHash: ring.hash(input.IDcard),
    idPhotoFront: input.id_photo_front,
    idPhotoBack: input.id_photo_back ?? null,
    address: input.address,
    mobile: input.mobile,
    socialAccount: input.facebook,
    monthlyWords: input.monthly_words,
    estimatedWords: input.estimated_words,
    guardianTruename: minor ? (input.guardian_truename ?? null) : null,
    guardianEmail: minor ? (input.guardian_email?.toLowerCase() ?? null) : null,
    guardianMobile: minor ? (input.guardian_mobile ?? null) : null,
    guardianIdNumber: minor ? (input.guardian_IDcard ?? null) : null,
    guardianIdNumberHash: minor && input.guardian_IDcard ? ring.hash(input.guardian_IDcard) : null,
    guardianIdPhoto: minor ? (input.guardian_id_photo ?? null) : null,
    updatedAt: now,
  };
}
type Columns = ReturnType<typeof columnsOf>;

/** The open application updated and back to pending; its request for information settled. */
async function updateOpen(tx: Db, open: ContractApplication, values: Columns, userId: number, now: Date, actor: Actor) {
  const r = contractsRepository(tx);
  // Only what changed is written: a kept value keeps its stored ciphertext (and its hash).
  const stored = open as unknown as Record<string, unknown>;
  const next = values as Record<string, unknown>;
  const kept = (key: string) => {
    const column = key.endsWith('Hash') ? key.slice(0, -'Hash'.length) : key;
    return stored[column] === next[column];
  };
  const changed = Object.fromEntries(Object.entries(values).filter(([key]) => key === 'updatedAt' || !kept(key)));
  const application = await r.updateApplication(open.id, { ...changed, status: 'pending' });
  await r.addEvent({ applicationId: open.id, kind: 'info_added', at: now, actor });
  await settleNotices(tx, userId, CONTRACT_NOTICES.infoRequested);
  return application;
}

/** A new application, pending; a second one for the same work at the same moment answers 4009. */
async function insertNew(tx: Db, c: Checklist, values: Columns, userId: number, now: Date, actor: Actor) {
  let application: ContractApplication;
  try {
    // A savepoint: a refused insert must not spoil the transaction's answer.
    application = await tx.transaction((sp) =>
      contractsRepository(sp).insertApplication({
        ...values,
        novelId: c.novel.id,
        authorId: userId,
        editorId: c.author.editorId,
        status: 'pending',
        submittedAt: now,
      }),
    );
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('contract.apply.open');
    throw err;
  }
  await contractsRepository(tx).addEvent({ applicationId: application.id, kind: 'applied', at: now, actor });
  return application;
}

/** Writes a checked application (new, or the open one) with its event and audit entry. */
export async function writeApplication(
  tx: Db,
  userId: number,
  c: Checklist,
  open: ContractApplication | null | undefined,
  input: SignApplicationInput,
  now: Date,
  origin?: AuditOrigin,
): Promise<ContractApplication> {
  const minor = c.minor;
  await assertOwnPhotos(contractsRepository(tx), userId, input, minor);
  const values = columnsOf(input, minor, now);
  const actor = { kind: 'author' as const, id: userId };
  const application = open
    ? await updateOpen(tx, open, values, userId, now, actor)
    : await insertNew(tx, c, values, userId, now, actor);
  await audit(tx, {
    actor: { kind: 'author', id: userId },
    action: open ? 'contract_application.updated' : 'contract_application.submitted',
    subject: { kind: 'contract_application', id: application.id, userId },
    after: {
      book_id: c.novel.id,
      minor,
      id_type: input.id_type,
      id_number: true,
      address: true,
      mobile: true,
      guardian: minor,
    },
    origin,
  });
  return application;
}
