import { and, asc, desc, eq, gt, inArray, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  authors,
  contractApplications,
  contractEvents,
  contractSignatures,
  contracts,
  novels,
  popupDismissals,
  staff,
  uploads,
  userDevices,
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
  return {
    ...authorRows(db),
    ...applicationRows(db),
    ...contractRows(db),
    ...historyRows(db),
    ...staffRows(db),
    ...workRows(db),
    ...sealRows(db),
    ...popupRows(db),
  };
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

/** What staff lists and checks read across authors: applications and contracts with their work and author. */
function staffRows(db: Db) {
  return {
    /** The application with its work's title and the author's editor, for review. */
    async applicationForReview(id: number) {
      const [row] = await db
        .select({ application: contractApplications, editorId: authors.editorId, title: novels.title })
        .from(contractApplications)
        .innerJoin(novels, eq(novels.id, contractApplications.novelId))
        .leftJoin(authors, eq(authors.userId, contractApplications.authorId))
        .where(eq(contractApplications.id, id))
        .limit(1);
      return row;
    },
    /** Applications in `statuses` with work, author, editor, site and contract, of one editor's authors (or all), oldest first. */
    async staffApplications(statuses: string[], editorId: number | undefined) {
      const where: SQL[] = [inArray(contractApplications.status, statuses)];
      if (editorId !== undefined) where.push(eq(authors.editorId, editorId));
      return db
        .select({
          application: contractApplications,
          title: novels.title,
          words: novels.wordCount,
          penName: authors.penName,
          editor: staff.name,
          fromSite: users.fromSite,
          contractId: contracts.id,
        })
        .from(contractApplications)
        .innerJoin(novels, eq(novels.id, contractApplications.novelId))
        .innerJoin(users, eq(users.id, contractApplications.authorId))
        .leftJoin(authors, eq(authors.userId, contractApplications.authorId))
        .leftJoin(staff, eq(staff.id, contractApplications.editorId))
        .leftJoin(contracts, eq(contracts.applicationId, contractApplications.id))
        .where(and(...where))
        .orderBy(asc(contractApplications.submittedAt));
    },
    /** Contracts in `statuses` with title, pen name and whether a signature carries evidence, of one editor's authors (or all), newest first. */
    async staffContracts(statuses: string[], editorId: number | undefined) {
      const where: SQL[] = [inArray(contracts.status, statuses)];
      if (editorId !== undefined) where.push(eq(authors.editorId, editorId));
      return db
        .select({
          contract: contracts,
          title: novels.title,
          penName: authors.penName,
          flagged: sql<boolean>`exists (select 1 from ${contractSignatures} where ${contractSignatures.contractId} = ${contracts.id} and ${contractSignatures.voidedAt} is null and ${contractSignatures.evidence} is not null)`,
        })
        .from(contracts)
        .innerJoin(novels, eq(novels.id, contracts.novelId))
        .leftJoin(authors, eq(authors.userId, contracts.authorId))
        .where(and(...where))
        .orderBy(desc(contracts.id));
    },
    /** The author's editor, if the author has registered. */
    async editorOf(authorId: number) {
      const [row] = await db.select({ editorId: authors.editorId }).from(authors).where(eq(authors.userId, authorId)).limit(1);
      return row;
    },
  };
}

/** The work, its author's site and a device the author signed in from, as signing and its papers need them. */
function workRows(db: Db) {
  return {
    /** The work, its author and their account. */
    async work(novelId: number) {
      const [row] = await db
        .select({
          title: novels.title,
          authorId: novels.authorId,
          penName: authors.penName,
          contactEmail: authors.email,
          birthDate: authors.birthDate,
          editorId: authors.editorId,
          lang: users.lang,
          fromSite: users.fromSite,
          accountEmail: users.email,
        })
        .from(novels)
        .innerJoin(users, eq(users.id, novels.authorId))
        .leftJoin(authors, eq(authors.userId, novels.authorId))
        .where(eq(novels.id, novelId))
        .limit(1);
      return row;
    },
    /** The work's title. */
    async title(novelId: number) {
      const [row] = await db.select({ title: novels.title }).from(novels).where(eq(novels.id, novelId));
      return row;
    },
    /** The site the account signed up from. */
    async site(userId: number) {
      const [who] = await db.select({ fromSite: users.fromSite }).from(users).where(eq(users.id, userId));
      return who;
    },
    /** Whether the author has signed in from this device. */
    async authorDevice(authorId: number, deviceHash: string) {
      const [known] = await db
        .select({ userId: userDevices.userId })
        .from(userDevices)
        .where(and(eq(userDevices.userId, authorId), eq(userDevices.deviceHash, deviceHash)))
        .limit(1);
      return Boolean(known);
    },
  };
}

/** Signed contracts: new contracts and signatures, those due to expire, and what a sealed PDF's digest names. */
function sealRows(db: Db) {
  return {
    /** Creates a contract; returns it. */
    async addContract(values: typeof contracts.$inferInsert) {
      const [contract] = await db.insert(contracts).values(values).returning();
      return contract;
    },
    /** Records a signature. */
    async addSignature(values: typeof contractSignatures.$inferInsert) {
      await db.insert(contractSignatures).values(values);
    },
    /** Completed contracts whose term has ended by `now`, locked (skipping any another instance holds), soonest first. */
    async dueForExpiry(now: Date, limit: number) {
      return db
        .select()
        .from(contracts)
        .where(and(eq(contracts.status, 'contract_completed'), lte(contracts.expiresAt, now)))
        .orderBy(contracts.expiresAt)
        .limit(limit)
        .for('update', { skipLocked: true });
    },
    /** The contract in `statuses` whose sealed PDF has this SHA-256, with title and pen name. */
    async sealedWith(sha256: string, statuses: string[]) {
      const [found] = await db
        .select({ contract: contracts, title: novels.title, penName: authors.penName })
        .from(contracts)
        .innerJoin(novels, eq(novels.id, contracts.novelId))
        .leftJoin(authors, eq(authors.userId, contracts.authorId))
        .where(and(eq(contracts.sealedSha256, sha256), inArray(contracts.status, statuses)))
        .limit(1);
      return found;
    },
    /** The newest completed contract of the work made after this one, if any. */
    async laterCompleted(novelId: number, contractId: number) {
      const [later] = await db
        .select()
        .from(contracts)
        .where(and(eq(contracts.novelId, novelId), gt(contracts.id, contractId), eq(contracts.status, 'contract_completed')))
        .orderBy(desc(contracts.id))
        .limit(1);
      return later;
    },
  };
}

/** The popups an author put off. */
function popupRows(db: Db) {
  return {
    /** The popup types the author put off until after `at`. */
    async dismissedPopups(authorId: number, at: Date) {
      return db
        .select({ type: popupDismissals.type })
        .from(popupDismissals)
        .where(and(eq(popupDismissals.authorId, authorId), gt(popupDismissals.until, at)));
    },

    /** Puts off a popup type until `until`. */
    async dismissPopup(authorId: number, type: number, until: Date) {
      await db
        .insert(popupDismissals)
        .values({ authorId, type, until })
        .onConflictDoUpdate({ target: [popupDismissals.authorId, popupDismissals.type], set: { until } });
    },
  };
}
