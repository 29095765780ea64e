/**
 * The notices of the contract flow (rendered in the author's language when read: message ids
 * `notice.contract.<kind>.title|body`). The ones that ask the author to act are kept on top
 * (action required) until the task is done, then settled.
 */
import type { Notice } from '../notification';

const info = (bookId: number) => `/mySignInfo?book_id=${bookId}`;

export const CONTRACT_NOTICES = {
  infoRequested: 'notice.contract.infoRequested',
  approved: 'notice.contract.approved',
  rejected: 'notice.contract.rejected',
  signNow: 'notice.contract.signNow',
  typeChanged: 'notice.contract.typeChanged',
  guardianSigned: 'notice.contract.guardianSigned',
  signed: 'notice.contract.signed',
  completed: 'notice.contract.completed',
  ended: 'notice.contract.ended',
  expired: 'notice.contract.expired',
} as const;

type Work = { bookId: number; title: string };

export const contractNotice = {
  infoRequested: ({ bookId, title }: Work, note: string): Notice => ({
    kind: 'contract',
    template: CONTRACT_NOTICES.infoRequested,
    params: { title, note },
    link: info(bookId),
    actionRequired: true,
  }),
  approved: ({ bookId, title }: Work): Notice => ({
    kind: 'contract',
    template: CONTRACT_NOTICES.approved,
    params: { title },
    link: info(bookId),
  }),
  rejected: ({ bookId, title }: Work, reason: string, reapplyAt: Date): Notice => ({
    kind: 'contract',
    template: CONTRACT_NOTICES.rejected,
    params: { title, reason, reapplyAt: reapplyAt.getTime() },
    link: info(bookId),
  }),
  signNow: ({ bookId, title }: Work): Notice => ({
    kind: 'contract',
    template: CONTRACT_NOTICES.signNow,
    params: { title },
    link: info(bookId),
    actionRequired: true,
  }),
  typeChanged: ({ bookId, title }: Work): Notice => ({
    kind: 'contract',
    template: CONTRACT_NOTICES.typeChanged,
    params: { title },
    link: info(bookId),
    actionRequired: true,
  }),
  guardianSigned: ({ bookId, title }: Work): Notice => ({
    kind: 'contract',
    template: CONTRACT_NOTICES.guardianSigned,
    params: { title },
    link: info(bookId),
  }),
  signed: ({ bookId, title }: Work): Notice => ({
    kind: 'contract',
    template: CONTRACT_NOTICES.signed,
    params: { title },
    link: info(bookId),
  }),
  completed: ({ bookId, title }: Work): Notice => ({
    kind: 'contract',
    template: CONTRACT_NOTICES.completed,
    params: { title },
    link: info(bookId),
  }),
  ended: ({ bookId, title }: Work, reason: string): Notice => ({
    kind: 'contract',
    template: CONTRACT_NOTICES.ended,
    params: { title, reason },
    link: info(bookId),
  }),
  expired: ({ bookId, title }: Work): Notice => ({
    kind: 'contract',
    template: CONTRACT_NOTICES.expired,
    params: { title },
    link: info(bookId),
  }),
};
