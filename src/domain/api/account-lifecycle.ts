/** Wire types of the account's life: changing the sign-in address, deleting the account, one-click unsubscribe. */
import Type, { type Static } from 'typebox';
import { Id, IsoTime, Nullable, OneOf } from './common';
import { Email, Password } from './session';
import { PUBLISHED_WORKS_CHOICES } from '../schemas/account-lifecycle';

const LinkToken = Type.String({ maxLength: 128, description: 'the token of a mailed link (its `token` query parameter)', examples: ['q2F0…'] });

/** POST /v1/user.emailChange. Fields are optional at the edge so the rules name what is missing. */
export const EmailChangeRequest = Type.Object({ email: Type.Optional(Email), password: Type.Optional(Password) });
export type EmailChangeRequest = Static<typeof EmailChangeRequest>;

/** GET /v1/user.email, and the answer of a change: the sign-in address and the one waiting to be verified. */
export const EmailState = Type.Object({
  email: Email,
  pending_email: Nullable(Email),
  pending_until: Nullable(IsoTime('when the verification link to the pending address stops working')),
});
export type EmailState = Static<typeof EmailState>;

/** POST /v1/user.emailChangeConfirm and /v1/user.emailChangeUndo: the mailed link's token. */
export const EmailLinkRequest = Type.Object({ token: Type.Optional(LinkToken) });
export type EmailLinkRequest = Static<typeof EmailLinkRequest>;

/** POST /v1/user.deletionSchedule. `code` is the second factor, when the account has one. */
export const DeletionScheduleRequest = Type.Object({
  password: Type.Optional(Password),
  published_works: Type.Optional(Type.String({ maxLength: 16, description: 'remove: the published works are taken down; keep: they stay under the pen name', examples: ['keep'] })),
  code: Type.Optional(Type.String({ maxLength: 32, description: 'the second factor’s code, when two-factor sign-in is on', examples: ['123456'] })),
});
export type DeletionScheduleRequest = Static<typeof DeletionScheduleRequest>;

/** GET /v1/user.deletion: the account's pending deletion, if any. */
export const DeletionState = Type.Object({
  scheduled: Type.Boolean({ description: 'a deletion is pending', examples: [true] }),
  published_works: Nullable(OneOf(PUBLISHED_WORKS_CHOICES, 'what becomes of the published works')),
  requested_at: Nullable(IsoTime('when it was asked for')),
  undo_until: Nullable(IsoTime('until when signing in can undo it')),
  due_at: Nullable(IsoTime('when it is completed')),
});
export type DeletionState = Static<typeof DeletionState>;

/** A pending deletion as staff see it. */
export const PendingDeletion = Type.Object({
  user_id: Id('the account', 1042),
  pen_name: Nullable(Type.String({ description: 'the author’s pen name, if they are an author', examples: ['Ana Reyes'] })),
  published_works: OneOf(PUBLISHED_WORKS_CHOICES, 'what becomes of the published works'),
  requested_at: IsoTime('when it was asked for'),
  undo_until: IsoTime('until when signing in can undo it'),
  due_at: IsoTime('when the job completes it'),
});
export type PendingDeletion = Static<typeof PendingDeletion>;
export const PendingDeletionList = Type.Object({ list: Type.Array(PendingDeletion) });

/** POST /v1/mail.unsubscribe: the signed token of the mail's link. */
export const UnsubscribeRequest = Type.Object({ token: Type.Optional(Type.String({ maxLength: 256, description: 'the signed token of the mail’s unsubscribe link', examples: ['MTI6c3lzdGVt.…'] })) });
export const Unsubscribed = Type.Object({ kind: Type.String({ description: 'the kind of notice that no longer comes by mail', examples: ['system'] }) });
export type Unsubscribed = Static<typeof Unsubscribed>;
