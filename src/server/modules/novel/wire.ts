/** What the novel routes take in their queries and what the novel writes answer (the server's own shapes; the portal reads only what it needs). */
import Type from 'typebox';
import { REVIEW_STATUSES } from '../../../domain/author';
import { WORK_STATUSES } from '../../../domain/novel';
import { Id, OneOf } from '../../../domain/api/common';

export const bookId = Id('novel id', 12);
export const page = Type.Optional(Id('page number, from 1', 1));
export const pageSize = (max: number) => Type.Optional(Type.Integer({ minimum: 1, maximum: max, description: `items per page, at most ${max}`, examples: [20] }));

export const NovelChangedAnswers = {
  created: Type.Object({ original_book_id: bookId, novel_no: Type.String({ examples: ['WC-000012'] }), version: Id('version', 1) }),
  edited: Type.Object({ original_book_id: bookId, version: Id('the new version', 4), review_status: OneOf(REVIEW_STATUSES, 'review state') }),
  status: Type.Object({ original_book_id: bookId, status: OneOf(WORK_STATUSES, 'work status') }),
  contest: Type.Object({ original_book_id: bookId, contest: Type.Object({ id: Id('contest id', 2), name: Type.String({ examples: ['Spring Fantasy'] }) }) }),
};
