/** Wire types of the author's archives: everything they own, or the personal data the account holds. */
import Type, { type Static } from 'typebox';
import { ARCHIVE_KINDS, ARCHIVE_STATUSES } from '../archive';
import { Count, IsoTime, Nullable, OneOf } from './common';
import { SecondFactorField } from './two-factor';

export const ArchiveId = Type.String({ pattern: '^[0-9a-f]{32}$', description: 'the archive', examples: ['5e0c7a1f3b9d4e2a8c6f1b0d9e8a7c6b'] });

/** POST /v1/archive.request: nothing to say (everything the signed-in author owns goes in). */
export const ArchiveRequest = Type.Object({});
export type ArchiveRequest = Static<typeof ArchiveRequest>;

export const ArchiveRequested = Type.Object({ archive_id: ArchiveId });
export type ArchiveRequested = Static<typeof ArchiveRequested>;

export const ArchiveStatusQuery = { archive_id: ArchiveId };

export const ArchiveStatusData = Type.Object({
  archive_id: ArchiveId,
  kind: OneOf(ARCHIVE_KINDS, 'works: everything the author owns; personal: the personal data the account holds'),
  status: OneOf(ARCHIVE_STATUSES, 'queued, building, ready or failed'),
  progress: Type.Integer({ minimum: 0, maximum: 100, description: 'percent built', examples: [40] }),
  url: Nullable(Type.String({ description: 'the ZIP’s signed download link while it lasts (ready and not expired)', examples: ['/files/private/archive/5e0c….zip?expires=…&sig=…'] })),
  expires_at: Nullable(IsoTime('the link stops working then')),
  expired: Type.Boolean({ description: 'ready once, but its link and file are gone: ask for a new one' }),
  bytes: Nullable(Count('the ZIP’s size', 1_834_112)),
  requested_at: IsoTime('when it was asked for'),
  automatic: Type.Boolean({ description: 'made by the weekly schedule' }),
});
export type ArchiveStatusData = Static<typeof ArchiveStatusData>;

export const ArchiveOverview = Type.Object({
  weekly: Type.Boolean({ description: 'a fresh archive every week' }),
  works: Nullable(ArchiveStatusData),
  personal: Nullable(ArchiveStatusData),
  link_days: Count('days a download link lasts', 7),
});
export type ArchiveOverview = Static<typeof ArchiveOverview>;

export const ArchiveSettingsRequest = Type.Object({ weekly: Type.Boolean({ description: 'make an archive every week, kept like one asked for' }) });
export type ArchiveSettingsRequest = Static<typeof ArchiveSettingsRequest>;

export const PersonalArchiveRequest = Type.Object({
  password: Type.String({ minLength: 1, maxLength: 128, description: 'the account’s password, asked again' }),
  ...SecondFactorField,
});
export type PersonalArchiveRequest = Static<typeof PersonalArchiveRequest>;
