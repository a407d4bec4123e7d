import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
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
}

/** Lingui's provider plus the language choice; the initial catalog must already be active. */
export function LocaleProvider({ initial, remember, children }: LocaleProviderProps) {
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
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </LocaleContext.Provider>
  );
}

export function useLocaleChoice(): LocaleChoice {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocaleChoice needs a LocaleProvider');
  return value;
}
