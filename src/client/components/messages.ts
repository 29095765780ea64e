import { defineMessages } from '../lib/define-messages';

/** The words of the shared components in this folder, in the shell's catalog (every page shows some of them). */
export const messages = defineMessages({
  language: { id: 'layout.language.label', defaultMessage: 'Language' },
  languageCurrent: { id: 'layout.language.current', defaultMessage: 'Language: {language}' },
  languageSwitched: { id: 'layout.language.switched', defaultMessage: 'Language switched' },
  skipToContent: { id: 'layout.skipToContent', defaultMessage: 'Skip to content' },
});
