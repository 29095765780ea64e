/**
 * Popups from the author's real state, one per type at most:
 * 2 "apply for a contract" when a work passes the site's threshold with no contract, no open
 * application and no waiting time after a rejection (→ /signing); 3 "add information" when an
 * editor asked for more (→ /mySignInfo); 4 "go for signature" when a contract waits for the
 * author's signature and no change of terms waits for their answer (→ the signing dialog).
 * 1 "supplementary collection info" when an author with a signed contract has no complete payee
 * details (→ /salaryManage, where the payee page is linked). A dismissed type stays hidden until the time
 * the portal gave (the author's next local midnight), in every browser.
 */
import { AuthorStatus } from '../../../domain/author';
import { OPEN_APPLICATION_STATUSES, passesSigningThreshold, type ApplicationStatus } from '../../../domain/contract';
import { policyForSite } from '../../../domain/limits';
import type { PopupEntry } from '../../../domain/api/sign';
import type { Db } from '../../db/client';
import { ValidationError } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { contractsRepository } from './repository';
import { payeeComplete } from '../payee';

/** A dismissal lasts at most this long: midnight anywhere on Earth is never further away. */
export const POPUP_DISMISS_MAX_MS = 48 * 3_600_000;

export function popupService(db: Db, now: () => Date) {
  const repo = contractsRepository(db);

  return {
    async list(userId: number, locale: string): Promise<PopupEntry[]> {
      const who = await repo.author(userId);
      if (!who?.author || who.author.status !== AuthorStatus.Signed) return [];
      const at = now();
      const dismissed = new Set((await repo.dismissedPopups(userId, at)).map((d) => d.type));
      const [works, applications, contracts] = await Promise.all([
        repo.novels(userId),
        repo.applications(userId),
        repo.contracts(userId),
      ]);
      const signatures = await repo.signatures(contracts.map((c) => c.contract.id));
      const t = (id: string, values: Record<string, string | number>) => translate(locale, id, values);
      const entry = (type: number, key: string, bookId: number, values: Record<string, string | number>): PopupEntry => ({
        type,
        title: t(`popup.${key}.title`, values),
        content: t(`popup.${key}.content`, values),
        original_book_id: bookId,
        book_id: bookId,
      });
      const list: PopupEntry[] = [];

      if (!dismissed.has(1)) {
        const signed = contracts.find((c) => c.contract.status === 'signing_completed' || c.contract.status === 'contract_completed');
        if (signed && !(await payeeComplete(db, userId))) list.push(entry(1, 'payee', signed.contract.novelId, { title: signed.title }));
      }

      if (!dismissed.has(2)) {
        const threshold = policyForSite(who.user.fromSite).signingWordThreshold;
        const latestOf = (novelId: number) => applications.find((a) => a.novelId === novelId);
        const ready = works.find((w) => {
          if (!passesSigningThreshold(w.words, threshold)) return false;
          if (contracts.some((c) => c.contract.novelId === w.id && c.contract.status !== 'copyright_expired')) return false;
          const latest = latestOf(w.id);
          if (latest && OPEN_APPLICATION_STATUSES.includes(latest.status as ApplicationStatus)) return false;
          return !(latest?.status === 'rejected' && latest.reapplyAfter && latest.reapplyAfter > at);
        });
        if (ready) list.push(entry(2, 'apply', ready.id, { title: ready.title, threshold }));
      }
      if (!dismissed.has(3)) {
        const asked = [...applications].reverse().find((a) => a.status === 'info_requested');
        const title = asked && works.find((w) => w.id === asked.novelId)?.title;
        if (asked && title !== undefined) list.push(entry(3, 'info', asked.novelId, { title, note: asked.infoRequest ?? '' }));
      }
      if (!dismissed.has(4)) {
        const waiting = [...contracts]
          .reverse()
          .find(
            (c) =>
              c.contract.status === 'signing' &&
              !c.contract.pendingChange &&
              !signatures.some((s) => s.contractId === c.contract.id && s.party === 'author'),
          );
        if (waiting) list.push(entry(4, 'sign', waiting.contract.novelId, { title: waiting.title }));
      }
      return list;
    },

    /** Hides a type until `until` (the author's next local midnight, at most 48 hours away). */
    async dismiss(userId: number, type: number, until: string) {
      const at = now();
      const time = new Date(until);
      if (Number.isNaN(time.getTime()) || time <= at || time.getTime() - at.getTime() > POPUP_DISMISS_MAX_MS) {
        throw new ValidationError({ until: { id: 'popup.dismiss.until' } });
      }
      await repo.dismissPopup(userId, type, time);
    },
  };
}
