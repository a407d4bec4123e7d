import { Trans } from '@lingui/react/macro';

import { LanguagePicker } from '@shared/i18n/LanguagePicker';
import { useLocaleChoice } from '@shared/i18n/LocaleProvider';

/** The interface language choice; it is kept in this browser and survives logout (01 §1). */
export function InterfaceLanguage() {
  const { locale, changeLocale } = useLocaleChoice();
  return (
    <>
      <p>
        <Trans>Choose the language of the website. Your choice is remembered on this device.</Trans>
      </p>
      <LanguagePicker value={locale} onChange={(next) => void changeLocale(next)} />
    </>
  );
}
