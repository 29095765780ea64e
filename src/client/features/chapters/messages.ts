import { defineMessages } from '../../lib/define-messages';
import { featureCatalogs } from '../../lib/intl';

// This feature's messages in every language, loaded with the first screen that shows them.
featureCatalogs(import.meta.glob<{ default: Record<string, string> }>('./i18n/*.json'));

export const editor = defineMessages({
  newTitle: { id: 'chapter.editor.newTitle', defaultMessage: 'Chapter {code}: new chapter' },
  editTitle: { id: 'chapter.editor.editTitle', defaultMessage: 'Chapter {code}' },
  editTitleNamed: { id: 'chapter.editor.editTitleNamed', defaultMessage: 'Chapter {code}: {title}' },
  afterChapter: { id: 'chapter.editor.afterChapter', defaultMessage: 'After “{title}”' },
  back: { id: 'chapter.editor.back', defaultMessage: 'Manage novel' },
  status: { id: 'chapter.editor.status', defaultMessage: 'Status' },
  saveState: { id: 'chapter.editor.saveState', defaultMessage: 'Save status' },
  title: { id: 'chapter.editor.title', defaultMessage: 'Chapter title' },
  titleHint: { id: 'chapter.editor.titleHint', defaultMessage: '{min, number} to {max, number} words, without special characters' },
  content: { id: 'chapter.editor.content', defaultMessage: 'Chapter text' },
  contentHint: { id: 'chapter.editor.contentHint', defaultMessage: '{min, number} to {max, number} words; no Chinese characters, special characters or emoji' },
  contentHintChinese: { id: 'chapter.editor.contentHintChinese', defaultMessage: '{min, number} to {max, number} characters; no special characters or emoji' },
  wordCount: { id: 'chapter.editor.wordCount', defaultMessage: '{count, plural, one {# word} other {# words}} (limit {min, number}–{max, number})' },
  saveDraft: { id: 'chapter.editor.saveDraft', defaultMessage: 'Save draft' },
  saveShortcut: { id: 'chapter.editor.saveShortcut', defaultMessage: 'Shortcut: {keys}' },
  ctrlS: { id: 'chapter.editor.ctrlS', defaultMessage: 'Ctrl+S' },
  publish: { id: 'chapter.editor.publish', defaultMessage: 'Publish now' },
  submitUpdate: { id: 'chapter.editor.submitUpdate', defaultMessage: 'Submit update' },
  schedule: { id: 'chapter.editor.schedule', defaultMessage: 'Schedule…' },
  unschedule: { id: 'chapter.editor.unschedule', defaultMessage: 'Cancel release' },
  history: { id: 'chapter.editor.history', defaultMessage: 'Version history' },
  delete: { id: 'chapter.editor.delete', defaultMessage: 'Delete chapter' },
  deleteTitle: { id: 'chapter.editor.deleteTitle', defaultMessage: 'Delete chapter {code}?' },
  deleteBody: { id: 'chapter.editor.deleteBody', defaultMessage: 'The chapter and its drafts are removed from your novel. Deleted chapters cannot be edited again.' },
  cancel: { id: 'chapter.editor.cancel', defaultMessage: 'Cancel' },
  nextChapter: { id: 'chapter.editor.nextChapter', defaultMessage: 'Write chapter {code}' },
  published: { id: 'chapter.editor.published', defaultMessage: 'Chapter published' },
  scheduled: { id: 'chapter.editor.scheduled', defaultMessage: 'Release scheduled for {time}' },
  unscheduled: { id: 'chapter.editor.unscheduled', defaultMessage: 'The release was cancelled; the chapter is a draft again' },
  draftSaved: { id: 'chapter.editor.draftSaved', defaultMessage: 'Draft saved' },
  editSucceeded: { id: 'chapter.editor.editSucceeded', defaultMessage: 'Edit succeeded' },
  deleted: { id: 'chapter.editor.deleted', defaultMessage: 'Chapter deleted' },
  checkContent: { id: 'chapter.editor.checkContent', defaultMessage: 'Please check the chapter title and content' },
  nothingToSave: { id: 'chapter.editor.nothingToSave', defaultMessage: 'Nothing to save yet: give the chapter a title or write some text first' },
  publishTitle: { id: 'chapter.editor.publishTitle', defaultMessage: 'Publish chapter {code} now?' },
  publishBody: { id: 'chapter.editor.publishBody', defaultMessage: 'Readers can read it as soon as it is published.' },
  publishConfirm: { id: 'chapter.editor.publishConfirm', defaultMessage: 'Publish' },
  dontAskAgain: { id: 'chapter.editor.dontAskAgain', defaultMessage: 'Don’t ask me again' },
  isDeleted: { id: 'chapter.editor.isDeleted', defaultMessage: 'This chapter has been deleted and cannot be edited' },
  underReview: { id: 'chapter.editor.underReview', defaultMessage: 'Your update is waiting for review. Readers see the released text until it passes.' },
  rejected: { id: 'chapter.editor.rejected', defaultMessage: 'Your update was not approved: {reason}. Readers still see the released text; edit and submit it again.' },
  scheduledFor: { id: 'chapter.editor.scheduledFor', defaultMessage: 'Goes out on {time}. Edits are kept as a draft until you schedule or publish again.' },
  liveNote: { id: 'chapter.editor.liveNote', defaultMessage: 'This chapter is released. Your edits are saved as a draft; submit them to send them for review.' },
  paid: { id: 'chapter.editor.paid', defaultMessage: 'Paid chapter' },
  notFound: { id: 'chapter.editor.notFound', defaultMessage: 'This chapter does not exist or is not yours' },
  loadFailed: { id: 'chapter.editor.loadFailed', defaultMessage: 'The chapter could not be loaded' },
  retry: { id: 'chapter.editor.retry', defaultMessage: 'Try again' },
  loading: { id: 'chapter.editor.loading', defaultMessage: 'Loading the chapter' },
});

export const saving = defineMessages({
  idle: { id: 'chapter.saving.idle', defaultMessage: 'No changes' },
  unsaved: { id: 'chapter.saving.unsaved', defaultMessage: 'Unsaved changes' },
  saving: { id: 'chapter.saving.saving', defaultMessage: 'Saving…' },
  saved: { id: 'chapter.saving.saved', defaultMessage: 'Saved at {time}' },
  offline: { id: 'chapter.saving.offline', defaultMessage: 'Offline: kept on this device, retrying' },
  conflict: { id: 'chapter.saving.conflict', defaultMessage: 'Saved elsewhere: choose a version' },
  deleted: { id: 'chapter.saving.deleted', defaultMessage: 'Chapter deleted' },
  error: { id: 'chapter.saving.error', defaultMessage: 'Not saved: {message}' },
});

export const recover = defineMessages({
  found: { id: 'chapter.recover.found', defaultMessage: 'Text that was not saved was found on this device (last typed {time}).' },
  restore: { id: 'chapter.recover.restore', defaultMessage: 'Restore it' },
  discard: { id: 'chapter.recover.discard', defaultMessage: 'Discard' },
  restored: { id: 'chapter.recover.restored', defaultMessage: 'Your text was restored; it is being saved' },
});

export const conflict = defineMessages({
  title: { id: 'chapter.conflict.title', defaultMessage: 'This chapter was saved somewhere else' },
  body: {
    id: 'chapter.conflict.body',
    defaultMessage: 'Another window or device saved this chapter at {time}, after you opened it. Nothing was overwritten. Choose which text to keep; the other stays in the version history.',
  },
  mine: { id: 'chapter.conflict.mine', defaultMessage: 'Your text here' },
  theirs: { id: 'chapter.conflict.theirs', defaultMessage: 'Saved elsewhere' },
  keepMine: { id: 'chapter.conflict.keepMine', defaultMessage: 'Keep my text' },
  keepTheirs: { id: 'chapter.conflict.keepTheirs', defaultMessage: 'Use the saved text' },
  changes: { id: 'chapter.conflict.changes', defaultMessage: 'Differences: {added} words only here, {removed} words only in the saved text' },
});

export const history = defineMessages({
  title: { id: 'chapter.history.title', defaultMessage: 'Version history' },
  close: { id: 'chapter.history.close', defaultMessage: 'Close' },
  empty: { id: 'chapter.history.empty', defaultMessage: 'No saved versions yet' },
  entry: { id: 'chapter.history.entry', defaultMessage: 'Version {version} · {time}' },
  words: { id: 'chapter.history.words', defaultMessage: '{count, plural, one {# word} other {# words}}' },
  restore: { id: 'chapter.history.restore', defaultMessage: 'Restore this version' },
  restored: { id: 'chapter.history.restored', defaultMessage: 'Version {version} restored' },
  compare: { id: 'chapter.history.compare', defaultMessage: 'Changes from this version to your current text' },
  noChanges: { id: 'chapter.history.noChanges', defaultMessage: 'Same as your current text' },
  released: { id: 'chapter.history.released', defaultMessage: 'Released text' },
  releasedMeta: { id: 'chapter.history.releasedMeta', defaultMessage: 'What readers see now · {words}' },
  loading: { id: 'chapter.history.loading', defaultMessage: 'Loading versions' },
  kindAutosave: { id: 'chapter.history.kind.autosave', defaultMessage: 'Autosave' },
  kindDraft: { id: 'chapter.history.kind.draft', defaultMessage: 'Draft' },
  kindPublish: { id: 'chapter.history.kind.publish', defaultMessage: 'Published' },
  kindSchedule: { id: 'chapter.history.kind.schedule', defaultMessage: 'Scheduled' },
  kindRestore: { id: 'chapter.history.kind.restore', defaultMessage: 'Restored' },
  kindApproved: { id: 'chapter.history.kind.approved', defaultMessage: 'Approved update' },
  removedText: { id: 'chapter.history.removedText', defaultMessage: 'removed: {text}' },
  addedText: { id: 'chapter.history.addedText', defaultMessage: 'added: {text}' },
  entryMeta: { id: 'chapter.history.entryMeta', defaultMessage: '{kind} · {words}' },
});

export const schedule = defineMessages({
  title: { id: 'chapter.schedule.title', defaultMessage: 'Schedule the release' },
  field: { id: 'chapter.schedule.field', defaultMessage: 'Release date and time' },
  hint: { id: 'chapter.schedule.hint', defaultMessage: 'Pick a moment within the next {days} days.' },
  zone: { id: 'chapter.schedule.zone', defaultMessage: 'In your time zone: {zone}' },
  platform: { id: 'chapter.schedule.platform', defaultMessage: 'Platform time: {time} ({zone})' },
  confirm: { id: 'chapter.schedule.confirm', defaultMessage: 'Schedule' },
});

export const firstPaid = defineMessages({
  action: { id: 'chapter.firstPaid.action', defaultMessage: 'Set as first paid chapter' },
  title: { id: 'chapter.firstPaid.title', defaultMessage: 'Make chapter {code} the first paid chapter?' },
  preview: {
    id: 'chapter.firstPaid.preview',
    defaultMessage:
      'Chapters {code} to {last} become paid: {released, plural, one {# released} other {# released}}, {scheduled, plural, one {# scheduled} other {# scheduled}} and {draft, plural, one {# draft} other {# drafts}}. Chapters scheduled later are paid too.',
  },
  moving: { id: 'chapter.firstPaid.moving', defaultMessage: 'The first paid chapter is now chapter {current}.' },
  becomingFree: { id: 'chapter.firstPaid.becomingFree', defaultMessage: '{count, plural, one {# chapter becomes} other {# chapters become}} free again.' },
  confirm: { id: 'chapter.firstPaid.confirm', defaultMessage: 'Set first paid chapter' },
  done: { id: 'chapter.firstPaid.done', defaultMessage: 'Chapter {code} is now the first paid chapter' },
  loading: { id: 'chapter.firstPaid.loading', defaultMessage: 'Working out which chapters change' },
  paidTag: { id: 'chapter.firstPaid.paidTag', defaultMessage: 'Paid' },
});

export const calendar = defineMessages({
  title: { id: 'chapter.calendar.title', defaultMessage: 'Writing calendar' },
  label: { id: 'chapter.calendar.label', defaultMessage: 'Words written per day, last 6 months' },
  day: {
    id: 'chapter.calendar.day',
    defaultMessage: '{date}: {words, plural, one {# word} other {# words}}, {chapters, plural, one {# chapter released} other {# chapters released}}',
  },
  scheduledDay: { id: 'chapter.calendar.scheduledDay', defaultMessage: '{date}: {chapters, plural, one {# chapter scheduled} other {# chapters scheduled}}' },
  less: { id: 'chapter.calendar.less', defaultMessage: 'Less' },
  more: { id: 'chapter.calendar.more', defaultMessage: 'More' },
  scheduled: { id: 'chapter.calendar.scheduled', defaultMessage: 'Scheduled release' },
  streak: { id: 'chapter.calendar.streak', defaultMessage: 'Current streak' },
  streakValue: { id: 'chapter.calendar.streakValue', defaultMessage: '{count, plural, one {# day} other {# days}}' },
  longest: { id: 'chapter.calendar.longest', defaultMessage: 'Longest streak' },
  total: { id: 'chapter.calendar.total', defaultMessage: 'Words in 6 months' },
  upcoming: { id: 'chapter.calendar.upcoming', defaultMessage: 'Scheduled releases' },
  loadFailed: { id: 'chapter.calendar.loadFailed', defaultMessage: 'The writing calendar could not be loaded' },
  loading: { id: 'chapter.calendar.loading', defaultMessage: 'Loading the writing calendar' },
});
