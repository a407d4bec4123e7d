import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';

import { GlobeIcon } from '../ui/icons';
import { type Locale, localeCodes, locales } from './locales';

interface LanguagePickerProps {
  value: Locale;
  onChange: (locale: Locale) => void;
}

/**
 * The "Language" control: each choice is written in its own language. The accessible name
 * keeps the English word beside the translation so anyone can find the way back.
 */
export function LanguagePicker({ value, onChange }: LanguagePickerProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const translated = t`Language`;
  const name = i18n.locale === 'en' || translated === 'Language' ? 'Language' : `${translated} (Language)`;
  return (
    <span className="language-picker">
      <label htmlFor={id} className="visually-hidden">
        {name}
      </label>
      <span className="language-picker__icon">
        <GlobeIcon />
      </span>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as Locale)}>
        {localeCodes.map((code) => (
          <option key={code} value={code} lang={locales[code].intl}>
            {locales[code].label}
          </option>
        ))}
      </select>
    </span>
  );
}
