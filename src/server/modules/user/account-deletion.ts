/**
 * Deleting the account. After the password, the request is recorded and every session signed out;
 * signing in within 14 days offers to undo it (nothing is erased before then, so undoing restores
 * everything); from then on sign-in is refused, and the deletion job completes it by day 30:
 * personal data erased, drafts removed, the published works as the author chose, an audit row.
 */
import type { Db, Tx } from '../../db/client';
import type { AccountDeletion as AccountDeletionRow } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import type { Storage } from '../../lib/storage/storage';
import type { StoredFile } from '../../lib/storage/uploads';
import { allChecked, validate } from '../../lib/validate';
import { ApiCode } from '../../../domain/errors';
import type { DeletionState, PendingDeletion } from '../../../domain/api/account-lifecycle';
import { ACCOUNT_DELETION, deletionScheduleSchema, type PublishedWorksChoice } from '../../../domain/schemas/account-lifecycle';
import { audit } from '../audit';
import { queueMail } from '../mail';
import type { Caller } from './account-security';
import { deletionRepository } from './deletion-repository';
import { revokeSessions } from './email-links-repository';
import { linkUrl } from './link-rules';
import type { ConfirmPassword } from './password-confirmation';
import { announceSessionsEnded } from './sessions-repository';
import { usersRepository } from './users-repository';

const DAY_MS = 86_400_000;

/** The job that completes the deletions that are due. */
export const DELETION_JOB = 'account.deletions';

/** Requests completed per transaction by one run of the job (it runs again until none is due). */
const BATCH = 20;

const stateOf = (row: AccountDeletionRow | null): DeletionState =>
  row && !row.completedAt
    ? {
        scheduled: true,
        published_works: row.publishedWorks as PublishedWorksChoice,
        requested_at: row.requestedAt.toISOString(),
        undo_until: row.undoUntil.toISOString(),
        due_at: row.dueAt.toISOString(),
      }
    : { scheduled: false, published_works: null, requested_at: null, undo_until: null, due_at: null };

/**
 * Whether the account may sign in now: yes unless its deletion is pending past the undo window.
 * Throws 4003 then (the account is being erased; only staff can stop it).
 */
export async function checkSignInAllowed(db: Db, userId: number, now: Date): Promise<void> {
  const row = await deletionRepository(db).of(userId);
  if (row && (row.completedAt || row.undoUntil < now)) throw new AppError(ApiCode.Forbidden, 'account.deletion.closed');
}

export function accountDeletion(db: Db, { publicUrl, confirmPassword, now }: { publicUrl: string; confirmPassword: ConfirmPassword; now: () => Date }) {
  return {
    /** GET /v1/user.deletion */
    async state(userId: number): Promise<DeletionState> {
      return stateOf(await deletionRepository(db).of(userId));
    },

    /**
     * POST /v1/user.deletionSchedule: given the password (and the app's code when two-factor sign-in
     * is on), the deletion is scheduled and every session of the account, this one too, ends.
     */
    async schedule(caller: Caller, input: { password?: string; published_works?: string; code?: string }): Promise<DeletionState> {
      const user = await usersRepository(db).findById(caller.userId);
      if (!user) throw notFound();
      const [rules] = await allChecked([
        validate(deletionScheduleSchema, input),
        input.password ? confirmPassword(caller.userId, input.password, caller.ip, 'password', { code: input.code }) : Promise.resolve(),
      ] as const);
      const at = now();
      const undoUntil = new Date(at.getTime() + ACCOUNT_DELETION.undoDays * DAY_MS);
      const dueAt = new Date(at.getTime() + ACCOUNT_DELETION.completeDays * DAY_MS);
      const publishedWorks = rules.published_works as PublishedWorksChoice;
      return db.transaction(async (tx) => {
        const deletions = deletionRepository(tx);
        if (!(await deletions.schedule({ userId: caller.userId, publishedWorks, requestedAt: at, undoUntil, dueAt }))) throw new AppError(ApiCode.Conflict, 'account.deletion.already');
        await revokeSessions(tx, caller.userId, at);
        await announceSessionsEnded(tx, caller.userId);
        await queueMail(tx, {
          to: user.email,
          template: 'account_deletion_scheduled',
          lang: user.lang,
          site: user.fromSite,
          params: { link: linkUrl(publicUrl, '/login'), days: ACCOUNT_DELETION.undoDays, until: undoUntil.getTime() },
        });
        await audit(tx, {
          actor: { kind: 'author', id: caller.userId },
          action: 'user.deletion_scheduled',
          subject: { kind: 'user', id: caller.userId, userId: caller.userId },
          after: { published_works: publishedWorks, undo_until: undoUntil.toISOString(), due_at: dueAt.toISOString() },
          origin: caller.origin,
        });
        return stateOf(await deletions.of(caller.userId));
      });
    },

    /** POST /v1/user.deletionUndo: a signed-in owner takes the pending deletion back (4004 when there is none). */
    async undo(caller: Caller): Promise<DeletionState> {
      return db.transaction(async (tx) => {
        if (!(await deletionRepository(tx).cancel(caller.userId, now()))) throw notFound('account.deletion.none');
        await audit(tx, { actor: { kind: 'author', id: caller.userId }, action: 'user.deletion_undone', subject: { kind: 'user', id: caller.userId, userId: caller.userId }, origin: caller.origin });
        return stateOf(null);
      });
    },
  };
}
export type AccountDeletion = ReturnType<typeof accountDeletion>;

/** The pending deletions, for staff. */
export async function pendingDeletions(db: Db): Promise<PendingDeletion[]> {
  const rows = await deletionRepository(db).pending();
  return rows.map(({ deletion, penName }) => ({
    user_id: deletion.userId,
    pen_name: penName,
    published_works: deletion.publishedWorks as PublishedWorksChoice,
    requested_at: deletion.requestedAt.toISOString(),
    undo_until: deletion.undoUntil.toISOString(),
    due_at: deletion.dueAt.toISOString(),
  }));
}

/**
 * What another module erases of an account being erased, in the erasure's transaction (its own
 * tables, through its own repository); answers the files to remove once the transaction is committed.
 */
export type AccountEraser = (tx: Tx, userId: number) => Promise<StoredFile[]>;

/** What the erasure needs besides the user module's own rows: the other modules' erasers and the file store. */
export interface ErasureParts {
  erasers: readonly AccountEraser[];
  storage: Storage;
}

/**
 * The job: completes every deletion due by `at`, a batch per transaction, each with its audit row; the
 * files of what was erased are removed after each commit (a file that cannot be is logged by `onFileLeft`,
 * its row already gone). Answers the accounts erased.
 */
export async function completeDueDeletions(db: Db, at: Date, parts: ErasureParts, onFileLeft?: (file: StoredFile, err: unknown) => void): Promise<number[]> {
  const done: number[] = [];
  for (;;) {
    const { erased: batch, files } = await db.transaction(async (tx) => {
      const deletions = deletionRepository(tx);
      const due = await deletions.claimDue(at, BATCH);
      const left: StoredFile[] = [];
      for (const row of due) {
        const erased = await deletions.erase(row.userId, row.publishedWorks as PublishedWorksChoice, at);
        left.push(...erased.files);
        for (const erase of parts.erasers) left.push(...(await erase(tx, row.userId)));
        await announceSessionsEnded(tx, row.userId);
        await audit(tx, {
          actor: { kind: 'system' },
          action: 'user.deletion_completed',
          subject: { kind: 'user', id: row.userId, userId: row.userId },
          after: { published_works: row.publishedWorks, drafts_removed: erased.drafts, works_taken_down: erased.works },
        });
      }
      return { erased: due.map((row) => row.userId), files: left };
    });
    for (const file of files) {
      try {
        await parts.storage.remove(file.visibility, file.key);
      } catch (err) {
        onFileLeft?.(file, err);
      }
    }
    done.push(...batch);
    if (batch.length < BATCH) return done;
  }
}
