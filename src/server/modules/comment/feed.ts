import type { Db } from '../../db/client';
import type { FeedKind } from '../../../domain/api/comments';
import { feedRepository } from './feed-repository';

export interface FeedItem {
  kind: FeedKind;
  authorId: number;
  novelId?: number | null;
  commentExternalId?: string | null;
  readerId?: string | null;
  payload?: Record<string, string | number | boolean | null>;
}

/** Appends events to reply.feed in the caller's transaction. */
export async function appendFeed(tx: Db, items: readonly FeedItem[]): Promise<void> {
  if (!items.length) return;
  await feedRepository(tx).append(
    items.map((i) => ({
      kind: i.kind,
      authorId: i.authorId,
      novelId: i.novelId ?? null,
      commentExternalId: i.commentExternalId ?? null,
      readerId: i.readerId ?? null,
      payload: i.payload ?? {},
    })),
  );
}
