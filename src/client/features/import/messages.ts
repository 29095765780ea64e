import { defineMessages } from '../../lib/define-messages';
import { featureCatalogs } from '../../lib/intl';

// This feature's messages in every language, loaded with the first screen that shows them.
featureCatalogs(import.meta.glob<{ default: Record<string, string> }>('./i18n/*.json'));

export const upload = defineMessages({
  intro: { id: 'import.upload.intro', defaultMessage: 'Bring chapters you wrote elsewhere: a Word document (DOCX), an EPUB, Markdown, HTML or a plain text file of up to 50 MB. You check the chapters before anything is added.' },
  target: { id: 'import.upload.target', defaultMessage: 'Import into' },
  existing: { id: 'import.upload.existing', defaultMessage: 'One of my novels' },
  newNovel: { id: 'import.upload.newNovel', defaultMessage: 'A new novel' },
  novel: { id: 'import.upload.novel', defaultMessage: 'Novel' },
  noNovels: { id: 'import.upload.noNovels', defaultMessage: 'You have no novels yet: import into a new one.' },
  split: { id: 'import.upload.split', defaultMessage: 'Find chapters by' },
  splitHeadings: { id: 'import.upload.splitHeadings', defaultMessage: 'Headings (Heading 1 and 2, # and ##, an EPUB’s contents)' },
  splitChapter: { id: 'import.upload.splitChapter', defaultMessage: 'Lines such as “Chapter 12”' },
  splitStars: { id: 'import.upload.splitStars', defaultMessage: 'Lines of ***' },
  file: { id: 'import.upload.file', defaultMessage: 'Manuscript file' },
  pick: { id: 'import.upload.pick', defaultMessage: 'Choose a file…' },
  picked: { id: 'import.upload.picked', defaultMessage: '{name} ({size, number} MB)' },
  nonePicked: { id: 'import.upload.nonePicked', defaultMessage: 'No file chosen' },
  choose: { id: 'import.upload.choose', defaultMessage: 'Read the file' },
  tooLarge: { id: 'import.upload.tooLarge', defaultMessage: 'The file is larger than {max, number} MB' },
  uploading: { id: 'import.upload.uploading', defaultMessage: 'Sending the file: {percent, number, percent}' },
  reading: { id: 'import.upload.reading', defaultMessage: 'Reading the chapters…' },
  loading: { id: 'import.upload.loading', defaultMessage: 'Loading your novels…' },
  cancel: { id: 'import.upload.cancel', defaultMessage: 'Cancel' },
  failed: { id: 'import.upload.failed', defaultMessage: 'The file could not be imported' },
});

export const preview = defineMessages({
  heading: { id: 'import.preview.heading', defaultMessage: '{count, plural, one {# chapter} other {# chapters}} from {file}' },
  hint: { id: 'import.preview.hint', defaultMessage: 'Rename, merge, split or drop chapters, then add them as drafts. Chapters should have {min, number} to {max, number} words.' },
  empty: { id: 'import.preview.empty', defaultMessage: 'Every chapter was dropped. Start again to import this file.' },
  number: { id: 'import.preview.number', defaultMessage: 'Chapter {n, number}' },
  titleLabel: { id: 'import.preview.titleLabel', defaultMessage: 'Title of chapter {n, number}' },
  words: { id: 'import.preview.words', defaultMessage: '{count, plural, one {# word} other {# words}}' },
  tooShort: { id: 'import.preview.tooShort', defaultMessage: 'Shorter than {min, number} words' },
  tooLong: { id: 'import.preview.tooLong', defaultMessage: 'Longer than {max, number} words' },
  suggestMergeNext: { id: 'import.preview.suggestMergeNext', defaultMessage: 'Merge it with the next chapter' },
  suggestMergePrevious: { id: 'import.preview.suggestMergePrevious', defaultMessage: 'Merge it with the previous chapter' },
  suggestSplit: { id: 'import.preview.suggestSplit', defaultMessage: 'Split it at paragraph {n, number}' },
  apply: { id: 'import.preview.apply', defaultMessage: 'Do it' },
  merge: { id: 'import.preview.merge', defaultMessage: 'Merge with next' },
  split: { id: 'import.preview.split', defaultMessage: 'Split…' },
  unsplit: { id: 'import.preview.unsplit', defaultMessage: 'Undo split' },
  drop: { id: 'import.preview.drop', defaultMessage: 'Drop' },
  actionsFor: { id: 'import.preview.actionsFor', defaultMessage: 'Actions for chapter {n, number}' },
  secondPart: { id: 'import.preview.secondPart', defaultMessage: '{title} (continued)' },
  startOver: { id: 'import.preview.startOver', defaultMessage: 'Choose another file' },
  confirm: { id: 'import.preview.confirm', defaultMessage: 'Add {count, plural, one {# chapter} other {# chapters}} as drafts' },
  createAndImport: { id: 'import.preview.createAndImport', defaultMessage: 'Create the novel and add {count, plural, one {# chapter} other {# chapters}}' },
  newNovelHeading: { id: 'import.preview.newNovelHeading', defaultMessage: 'The new novel' },
  confirmed: { id: 'import.preview.confirmed', defaultMessage: '{count, plural, one {# chapter added as a draft} other {# chapters added as drafts}}' },
  confirmFailed: { id: 'import.preview.confirmFailed', defaultMessage: 'The chapters could not be added' },
  expired: { id: 'import.preview.expired', defaultMessage: 'This preview has expired. Choose the file again.' },
});

export const splitDialog = defineMessages({
  title: { id: 'import.split.title', defaultMessage: 'Split “{title}”' },
  hint: { id: 'import.split.hint', defaultMessage: 'Choose the paragraph the second chapter starts with.' },
  loading: { id: 'import.split.loading', defaultMessage: 'Loading the paragraphs…' },
  failed: { id: 'import.split.failed', defaultMessage: 'The paragraphs could not be loaded' },
  retry: { id: 'import.split.retry', defaultMessage: 'Try again' },
  paragraph: { id: 'import.split.paragraph', defaultMessage: 'Paragraph {n, number}: {text}' },
  parts: { id: 'import.split.parts', defaultMessage: '{before, number} words before, {after, number} after' },
  confirm: { id: 'import.split.confirm', defaultMessage: 'Split here' },
  cancel: { id: 'import.split.cancel', defaultMessage: 'Cancel' },
});
