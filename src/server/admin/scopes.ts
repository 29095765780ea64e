/**
 * The `authorOf` of staff actions that act on one row: the row's author, found from the input's
 * id (null when there is no such row: the action answers its own 4004).
 */
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { scopeRepository } from './scope-repository';

/** The author in `owner` of the row whose `key` is the input's `field`. */
export const byRow = <K extends string>(key: AnyPgColumn, owner: AnyPgColumn, field: K) => ({
  async authorOf(db: Db, input: Record<K, number>): Promise<number | null> {
    return (await scopeRepository(db).ownerOf(key, owner, input[field])) ?? null;
  },
});

/** A chapter's author is its novel's. */
export const byChapter = <K extends string>(field: K) => ({
  async authorOf(db: Db, input: Record<K, number>): Promise<number | null> {
    return (await scopeRepository(db).chapterAuthor(input[field])) ?? null;
  },
});
