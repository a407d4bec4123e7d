import { intlLocale, isLocale } from '@shared/i18n/locales';

/** A moment the server names (a wait's end), in the student's language and time zone. */
export const formatWhen = (locale: string, iso: string) =>
  new Intl.DateTimeFormat(isLocale(locale) ? intlLocale(locale) : undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));

/** A countdown as the page shows it: M:SS, or H:MM:SS from an hour. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
