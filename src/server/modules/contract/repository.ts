import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  authors,
  contractApplications,
  contractEvents,
  contractSignatures,
  contracts,
  novels,
  staff,
  uploads,
  users,
  type ContractApplication,
  type NewContractApplication,
} from '../../db/schema';
import type { ContractEvent } from '../../../domain/contract';
import { OPEN_APPLICATION_STATUSES } from '../../../domain/contract';

export type ActorKind = 'author' | 'guardian' | 'staff' | 'system';

export interface EventInput {
  applicationId: number;
  contractId?: number | null;
  kind: ContractEvent;
  at: Date;
  note?: string | null;
  actor: { kind: ActorKind; id?: number | null };
}

/**
 * Applications and contracts. Methods that serve an author take their user id and never reach
 * another author's rows (another author's ids read as "not found"); staff methods are named so.
 * One object of the small readers and writers below, each over one kind of row.
 */
export function contractsRepository(db: Db) {
  return { ...authorRows(db), ...applicationRows(db), ...contractRows(db), ...historyRows(db) };
}

export type ContractsRepository = ReturnType<typeof contractsRepository>;

/** The author, their works and their ID photos. */
function authorRows(db: Db) {
  return {
    /** The author, their account and editor: what the checklist and the rules need. */
    async author(userId: number) {
      const [row] = await db
        .select({ user: users, author: authors, editorName: staff.name })
        .from(users)
        .leftJoin(authors, eq(authors.userId, users.id))
        .leftJoin(staff, eq(staff.id, authors.editorId))
        .where(eq(users.id, userId))
        .limit(1);
      return row ?? null;
    },

    /** One of the author's works (not deleted). */
    async novel(authorId: number, novelId: number) {
      const [row] = await db
        .select({ id: novels.id, title: novels.title, words: novels.wordCount, status: novels.status })
        .from(novels)
        .where(and(eq(novels.id, novelId), eq(novels.authorId, authorId), isNull(novels.deletedAt), ne(novels.status, 'deleted')))
        .limit(1);
      return row ?? null;
    },

    /** The author's works, for the popups: id, title and words. */
    async novels(authorId: number) {
      return db
        .select({ id: novels.id, title: novels.title, words: novels.wordCount })
        .from(novels)
        .where(and(eq(novels.authorId, authorId), isNull(novels.deletedAt), ne(novels.status, 'deleted')))
        .orderBy(desc(novels.wordCount), asc(novels.id));
    },

    /** Upload ids among `ids` that are the author's own ID photos. */
    async ownIdPhotos(authorId: number, ids: string[]) {
      if (!ids.length) return new Set<string>();
      const rows = await db
        .select({ id: uploads.id })
        .from(uploads)
        .where(and(inArray(uploads.id, ids), eq(uploads.ownerId, authorId), eq(uploads.kind, 'id_photo')));
      return new Set(rows.map((r) => r.id));
    },
  };
}

/** Applications. */
function applicationRows(db: Db) {
  return {
    /** The latest application of a work (of this author). */
    async latestApplication(authorId: number, novelId: number): Promise<ContractApplication | null> {
      const [row] = await db
        .select()
        .from(contractApplications)
        .where(and(eq(contractApplications.novelId, novelId), eq(contractApplications.authorId, authorId)))
        .orderBy(desc(contractApplications.submittedAt), desc(contractApplications.id))
        .limit(1);
      return row ?? null;
    },

    /** Every application of the author, newest first. */
    async applications(authorId: number) {
      return db
        .select()
        .from(contractApplications)
        .where(eq(contractApplications.authorId, authorId))
        .orderBy(desc(contractApplications.submittedAt), desc(contractApplications.id));
    },

    async application(id: number) {
      const [row] = await db.select().from(contractApplications).where(eq(contractApplications.id, id)).limit(1);
      return row ?? null;
    },

    /** An application by id, locked for the caller's transaction (staff moves). */
    async applicationForUpdate(id: number) {
      const [row] = await db.select().from(contractApplications).where(eq(contractApplications.id, id)).for('update').limit(1);
      return row ?? null;
    },

    /** The open (pending or info_requested) application of a work, locked for the caller's transaction. */
    async openApplicationForUpdate(novelId: number) {
      const [row] = await db
        .select()
        .from(contractApplications)
        .where(
          and(eq(contractApplications.novelId, novelId), inArray(contractApplications.status, [...OPEN_APPLICATION_STATUSES])),
        )
        .for('update')
        .limit(1);
      return row ?? null;
    },

    async insertApplication(values: NewContractApplication) {
      const [row] = await db.insert(contractApplications).values(values).returning();
      return row;
    },

    async updateApplication(id: number, values: Partial<NewContractApplication>) {
      const [row] = await db.update(contractApplications).set(values).where(eq(contractApplications.id, id)).returning();
      return row;
    },
  };
}

/** Contracts. */
function contractRows(db: Db) {
  return {
    /** The work's contract that is not over yet (anything but copyright_expired), if any. */
    async liveContract(novelId: number) {
      const [row] = await db
        .select()
        .from(contracts)
        .where(and(eq(contracts.novelId, novelId), ne(contracts.status, 'copyright_expired')))
        .orderBy(desc(contracts.id))
        .limit(1);
      return row ?? null;
    },

    /** The latest contract of a work (of this author). */
    async latestContract(authorId: number, novelId: number) {
      const [row] = await db
        .select()
        .from(contracts)
        .where(and(eq(contracts.novelId, novelId), eq(contracts.authorId, authorId)))
        .orderBy(desc(contracts.id))
        .limit(1);
      return row ?? null;
    },

    /** One of the author's contracts. */
    async ownContract(authorId: number, contractId: number) {
      const [row] = await db
        .select()
        .from(contracts)
        .where(and(eq(contracts.id, contractId), eq(contracts.authorId, authorId)))
        .limit(1);
      return row ?? null;
    },

    /** A contract by id, locked for the caller's transaction (staff and links). */
    async contractForUpdate(id: number) {
      const [row] = await db.select().from(contracts).where(eq(contracts.id, id)).for('update').limit(1);
      return row ?? null;
    },

    async contract(id: number) {
      const [row] = await db.select().from(contracts).where(eq(contracts.id, id)).limit(1);
      return row ?? null;
    },

    async contractOfApplication(applicationId: number) {
      const [row] = await db.select().from(contracts).where(eq(contracts.applicationId, applicationId)).limit(1);
      return row ?? null;
    },

    /** Every contract of the author, newest first, with its work's title. */
    async contracts(authorId: number) {
      return db
        .select({ contract: contracts, title: novels.title })
        .from(contracts)
        .innerJoin(novels, eq(novels.id, contracts.novelId))
        .where(eq(contracts.authorId, authorId))
        .orderBy(desc(contracts.id));
    },

    async updateContract(id: number, values: Partial<typeof contracts.$inferInsert>) {
      const [row] = await db.update(contracts).set(values).where(eq(contracts.id, id)).returning();
      return row;
    },

    /** The next contract id, so the number can be made from it before the row is written. */
    async nextContractId(): Promise<number> {
      const result = (await db.execute(sql`select nextval(pg_get_serial_sequence('contracts', 'id'))::int as id`)) as unknown as {
        rows: { id: number }[];
      };
      return Number(result.rows[0].id);
    },
  };
}

/** Signatures and the history of applications and contracts. */
function historyRows(db: Db) {
  return {
    /** The signatures in force (not voided by a type change) of some contracts. */
    async signatures(contractIds: number[]) {
      if (!contractIds.length) return [];
      return db
        .select()
        .from(contractSignatures)
        .where(and(inArray(contractSignatures.contractId, contractIds), isNull(contractSignatures.voidedAt)))
        .orderBy(asc(contractSignatures.signedAt));
    },

    async voidSignatures(contractId: number, now: Date) {
      return db
        .update(contractSignatures)
        .set({ voidedAt: now })
        .where(and(eq(contractSignatures.contractId, contractId), isNull(contractSignatures.voidedAt)))
        .returning({ party: contractSignatures.party });
    },

    async addEvent(event: EventInput) {
      await db.insert(contractEvents).values({
        applicationId: event.applicationId,
        contractId: event.contractId ?? null,
        kind: event.kind,
        at: event.at,
        note: event.note ?? null,
        actorKind: event.actor.kind,
        actorId: event.actor.id ?? null,
      });
    },

    /** The history of some applications (and their contracts), oldest first. */
    async events(applicationIds: number[]) {
      if (!applicationIds.length) return [];
      return db
        .select()
        .from(contractEvents)
        .where(inArray(contractEvents.applicationId, applicationIds))
        .orderBy(asc(contractEvents.id));
    },
  };
}
