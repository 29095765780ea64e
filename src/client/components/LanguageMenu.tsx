import * as React from 'react';
import { useIntl } from 'react-intl';
import { LanguageSelector, useToast } from '@writers-center/design-system';
import { LOCALES, LOCALE_NAMES, matchLocale } from '../../domain/locales';
import { useAppDispatch, useAppSelector } from '../session';
import { languageChanged, selectLang } from '../session';
import { messages } from './messages';

const OPTIONS = LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value] }));

/** The language selector, wired to the session: re-renders at once, persisted by the store. */
export function LanguageMenu() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const lang = useAppSelector(selectLang);
  const toast = useToast();
  const [announce, setAnnounce] = React.useState(false);

  React.useEffect(() => {
    // Said in the new language, once its catalog is in.
    if (announce && intl.locale === lang) {
      toast({ intent: 'success', title: intl.formatMessage(messages.languageSwitched) });
      setAnnounce(false);
    }
  }, [announce, intl, lang, toast]);

  return (
    <LanguageSelector
      options={OPTIONS}
      value={lang}
      label={intl.formatMessage(messages.language)}
      triggerLabel={intl.formatMessage(messages.languageCurrent, { language: LOCALE_NAMES[lang] })}
      onChange={(value) => {
        const next = matchLocale(value);
        if (!next) return;
        dispatch(languageChanged(next));
        setAnnounce(true);
      }}
    />
  );
}
