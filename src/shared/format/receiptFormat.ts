/** 02 §9: money with two decimals, in US dollars; a negative line reads −$5.00 (a true minus sign). */
export function formatReceiptMoney(amount: number, locale: string): string {
  const options = { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(locale, options);
  } catch {
    // A locale tag Intl does not know (e.g. es-LA) falls back to English formatting.
    format = new Intl.NumberFormat('en-US', options);
  }
  const text = format.format(Math.abs(amount));
  return amount < 0 ? `−${text}` : text;
}

/** A payment date in the reader's locale (the date part only); an unreadable value is shown as sent. */
export function formatPaymentDate(value: string, locale: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
  } catch {
    return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(date);
  }
}
