import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

import { activateLocale, i18n } from './i18n';
import type { Locale } from './locales';

interface LocaleChoice {
  locale: Locale;
  /** Loads the language, keeps the choice in this browser and sets `<html lang>`. */
  changeLocale: (locale: Locale) => Promise<void>;
}

const LocaleContext = createContext<LocaleChoice | null>(null);

interface LocaleProviderProps {
  initial: Locale;
  /** Keeps the choice (the app stores it; it survives logout). */
  remember: (locale: Locale) => void;
  children: ReactNode;
  /** The app's one instance unless given (the server's render of the chrome has one per language). */
  i18n?: I18n;
}

/** Lingui's provider plus the language choice; the initial catalog must already be active. */
export function LocaleProvider({ initial, remember, children, i18n: instance = i18n }: LocaleProviderProps) {
  const [locale, setLocale] = useState<Locale>(initial);
  const changeLocale = useCallback(
    async (next: Locale) => {
      await activateLocale(next);
      remember(next);
      setLocale(next);
    },
    [remember],
  );
  const value = useMemo(() => ({ locale, changeLocale }), [locale, changeLocale]);
  return (
    <LocaleContext.Provider value={value}>
      <I18nProvider i18n={instance}>{children}</I18nProvider>
    </LocaleContext.Provider>
  );
}

export function useLocaleChoice(): LocaleChoice {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocaleChoice needs a LocaleProvider');
  return value;
}
