import type { IntlShape } from 'react-intl';
import type { CommentEntry, ReplyEntry } from '../../../../domain/api/comments';
import { titleAfterNumber } from '../../../../domain/chapter';
import { m } from '../messages';

/** A title that starts with its own number ("Chapter 299: …") is shown after the number once. */
function chapterContext(intl: IntlShape, book: string, code: number, fullTitle: string) {
  const title = titleAfterNumber(fullTitle, code);
  return title
    ? intl.formatMessage(m.contextChapter, { book, code, title })
    : intl.formatMessage(m.contextChapterNumber, { book, code });
}

/** Where a comment was left: on the novel (a review), on a paragraph, or on a chapter. */
export function commentContext(intl: IntlShape, comment: CommentEntry): string {
  const book = comment.book_title;
  return comment.type === 'review'
    ? intl.formatMessage(m.contextReview, { book })
    : comment.type === 'paragraph' && comment.paragraph
      ? intl.formatMessage(m.contextParagraph, { book, code: comment.chapter_code ?? 0, paragraph: comment.paragraph })
      : chapterContext(intl, book, comment.chapter_code ?? 0, comment.chapter_title ?? '');
}

/** The card's words for a comment (its badge says "handled" when it was marked so without a reply). */
export const cardLabels = (intl: IntlShape, comment: CommentEntry, reply: ReplyEntry | undefined) => ({
  reply: intl.formatMessage(m.reply),
  pin: intl.formatMessage(m.pin),
  unpin: intl.formatMessage(m.unpin),
  delete: intl.formatMessage(m.delete),
  replyField: intl.formatMessage(m.replyField),
  submitReply: intl.formatMessage(m.sendReply),
  cancelReply: intl.formatMessage(m.cancel),
  pinned: intl.formatMessage(m.pinnedBadge),
  replied: intl.formatMessage(reply || !comment.handled_at ? m.repliedBadge : m.handledBadge),
  unreplied: intl.formatMessage(m.unrepliedBadge),
  authorReply: intl.formatMessage(m.yourReply),
  actions: intl.formatMessage(m.actions),
});
