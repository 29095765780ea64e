/**
 * The one gate every reviewable thing goes through (registrations, intros, novels, chapter
 * updates today; contracts, payee changes, comments and welfare claims next): find the waiting
 * item, check the member may review it (an editor their own authors, an admin all), decide,
 * and tell the author and record the decision in the same transaction as the decision itself.
 */
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ApiCode } from '../../domain/errors';
import { TEXT_MAX_CHARS } from '../../domain/limits';
import type { Db } from '../db/client';
import { AppError, ValidationError, forbidden, notFound } from '../lib/errors';
import { audit } from '../modules/audit';
import type { Notice } from '../modules/notification';
import type { ActionContext } from './registry';
import { scopeRepository } from './scope-repository';

export interface ReviewItem {
  id: number;
  /** the author the decision is about (notified, and the audit's subject) */
  authorUserId: number;
  /** the author's editor; only they (or an admin) may decide */
  editorId: number | null;
  /** still waiting for a decision */
  waiting: boolean;
}

export interface ReviewQueueSpec<Item extends ReviewItem, Approved, Rejected> {
  /** names the subject in the audit trail: registration, intro, novel, chapter_update, … */
  subject: string;
  /**
   * The key column of the row a decision changes (its status lives there). That row is locked
   * before `load`, so two decisions on one item (or a decision and the author's own move, such as a
   * withdrawal) run one after the other and the second reads the first's outcome.
   */
  row: AnyPgColumn;
  /** the message id when the item does not exist (default error.notFound) */
  notFoundMessage?: string;
  load(tx: Db, id: number): Promise<Item | null>;
  approve(tx: Db, item: Item, ctx: ActionContext): Promise<Approved>;
  /** `note`: more words for the author beside a reason from a list (registrations) */
  reject(tx: Db, item: Item, reason: string, ctx: ActionContext, note?: string): Promise<Rejected>;
  approvedNotice(item: Item): Notice;
  rejectedNotice(item: Item, reason: string): Notice;
  /** what a reason must be (default: some text, at most the generic limit) */
  checkReason?(reason: string): void;
}

function textReason(reason: string) {
  if (!reason.trim()) throw new ValidationError({ reason: { id: 'admin.reason.required' } });
  if (reason.length > TEXT_MAX_CHARS) throw new ValidationError({ reason: { id: 'validation.text.max', values: { max: TEXT_MAX_CHARS } } });
}

export function reviewQueue<Item extends ReviewItem, Approved, Rejected>(spec: ReviewQueueSpec<Item, Approved, Rejected>) {
  async function decide<R>(ctx: ActionContext, id: number, decision: 'approved' | 'rejected', change: (tx: Db, item: Item) => Promise<R>, notice: (item: Item) => Notice, reason?: string): Promise<R> {
    const { tx } = ctx;
    await scopeRepository(tx).lockRow(spec.row, id);
    const item = await spec.load(tx, id);
    if (!item) throw notFound(spec.notFoundMessage);
    if (ctx.member.role !== 'admin' && item.editorId !== ctx.member.id) throw forbidden();
    if (!item.waiting) throw new AppError(ApiCode.Conflict, 'admin.review.notWaiting');
    const result = await change(tx, item);
    await ctx.notices.notify(tx, item.authorUserId, notice(item));
    await audit(tx, {
      actor: { kind: 'staff', id: ctx.member.id },
      action: `${spec.subject}.${decision}`,
      subject: { kind: spec.subject, id, userId: item.authorUserId },
      after: reason === undefined ? { decision } : { decision, reason },
      origin: ctx.origin,
    });
    return result;
  }

  return {
    approve: (ctx: ActionContext, id: number) => decide(ctx, id, 'approved', (tx, item) => spec.approve(tx, item, ctx), spec.approvedNotice),
    reject: (ctx: ActionContext, id: number, reason: string, note?: string) => {
      (spec.checkReason ?? textReason)(reason);
      const trimmed = reason.trim();
      return decide(ctx, id, 'rejected', (tx, item) => spec.reject(tx, item, trimmed, ctx, note?.trim() || undefined), (item) => spec.rejectedNotice(item, trimmed), trimmed);
    },
  };
}

/** SQL's "this member's authors" (admins see all). */
export const inScope = (ctx: Pick<ActionContext, 'member'>) => (ctx.member.role === 'admin' ? undefined : ctx.member.id);
