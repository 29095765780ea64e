export { LanguageSelector } from './LanguageSelector';
export type { LanguageSelectorProps, LanguageOption } from './LanguageSelector';
