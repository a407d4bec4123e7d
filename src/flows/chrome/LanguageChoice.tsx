import { LanguagePicker } from '@shared/i18n/LanguagePicker';
import { useLocaleChoice } from '@shared/i18n/LocaleProvider';

/** The header's language picker bound to the app's language choice. */
export function LanguageChoice() {
  const { locale, changeLocale } = useLocaleChoice();
  return <LanguagePicker value={locale} onChange={(next) => void changeLocale(next)} />;
}
