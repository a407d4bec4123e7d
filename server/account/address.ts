/**
 * Cheap address plausibility checks (02 §8 'Please provide Valid address', 'Please enter valid Zip code'). ZIP codes
 * are checked by their first digit, which the USPS assigns by state group; 00000 is never valid.
 */
const zipFirstDigitStates: Record<string, string> = {
  0: 'CT MA ME NH NJ RI VT NY',
  1: 'DE NY PA',
  2: 'DC MD NC SC VA WV',
  3: 'AL FL GA MS TN',
  4: 'IN KY MI OH',
  5: 'IA MN MT ND SD WI',
  6: 'IL KS MO NE',
  7: 'AR LA OK TX',
  8: 'AZ CO ID NM NV UT WY',
  9: 'AK CA HI OR WA',
};

/** A street line needs a house number and a street name: at least one digit and one letter. */
export const plausibleStreet = (street: string) => /\p{L}/u.test(street) && /\d/.test(street);

export function plausibleZip(zip: string, stateCode: string | null): boolean {
  if (!/^\d{5}$/.test(zip) || zip === '00000') return false;
  if (!stateCode) return true;
  return (zipFirstDigitStates[zip[0]] ?? '').split(' ').includes(stateCode.toUpperCase());
}

/** MM-DD-YYYY → YYYY-MM-DD, or undefined for an impossible date (e.g. 02-30-2001). */
export function isoFromUsDate(value: string): string | undefined {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  if (!m) return undefined;
  const iso = `${m[3]}-${m[1]}-${m[2]}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso ? undefined : iso;
}

/** YYYY-MM-DD (or a Date) → MM-DD-YYYY. */
export function usDateFromIso(value: string | Date): string {
  const iso = typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
  return `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;
}
