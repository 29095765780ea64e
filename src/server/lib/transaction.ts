import type { Db } from '../db/client';

/**
 * What must wait for a transaction's outcome. Storage is not in the transaction: a file the change
 * replaces may be deleted only once the change has committed (a rollback would leave the row
 * pointing at a deleted file), and a file written for a change that rolls back is deleted then;
 * work handed to the job queue must not start before the rows it reads are committed.
 */
export interface TransactionHooks {
  /** runs once the transaction has committed, never after a rollback */
  afterCommit(fn: () => Promise<unknown> | unknown): void;
  /** runs when the transaction (or the work before it) fails */
  afterRollback(fn: () => Promise<unknown> | unknown): void;
}

export interface Outcome extends TransactionHooks {
  /**
   * Runs `work` in one transaction, then the hooks of its outcome, in the order they were added.
   * A failing commit hook still lets the others run; the first failure is thrown (the change has
   * committed: hooks that may fail harmlessly, like deleting an old file, catch their own errors).
   */
  run<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T>;
  /** the work before the transaction failed: runs the rollback hooks added so far */
  fail(): Promise<void>;
}

export function transactionOutcome(): Outcome {
  const committed: (() => unknown)[] = [];
  const rolledBack: (() => unknown)[] = [];
  let settled = false;

  async function fail() {
    if (settled) return;
    settled = true;
    for (const fn of rolledBack) await Promise.resolve().then(fn).catch(() => undefined);
  }

  return {
    afterCommit: (fn) => void committed.push(fn),
    afterRollback: (fn) => void rolledBack.push(fn),
    fail,
    async run(db, work) {
      let result;
      try {
        result = await db.transaction((tx) => work(tx as Db));
      } catch (err) {
        await fail();
        throw err;
      }
      settled = true;
      let first: unknown;
      for (const fn of committed) await Promise.resolve().then(fn).catch((err: unknown) => void (first ??= err));
      if (first !== undefined) throw first;
      return result;
    },
  };
}

/** `work` in one transaction with hooks on its outcome: the usual way to change rows and files together. */
export function inTransaction<T>(db: Db, work: (tx: Db, hooks: TransactionHooks) => Promise<T>): Promise<T> {
  const outcome = transactionOutcome();
  return outcome.run(db, (tx) => work(tx, outcome));
}
