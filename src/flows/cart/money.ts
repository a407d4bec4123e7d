/** 02 §9: prices always show two decimals, in US dollars, in the reader's locale. */
export function formatMoney(amount: number, locale: string): string {
  const options = { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;
  try {
    return new Intl.NumberFormat(locale, options).format(amount);
  } catch {
    // A locale tag Intl does not know (e.g. es-LA) falls back to English formatting.
    return new Intl.NumberFormat('en-US', options).format(amount);
  }
}
