import { gsaVehicleTagPattern } from '../../contracts/registration';

/** 'g10 12345' → 'G10-12345'; undefined when it is not a government fleet tag. */
export function normaliseVehicleTag(tag: string | undefined): string | undefined {
  const text = (tag ?? '').trim().toUpperCase();
  if (!gsaVehicleTagPattern.test(text)) return undefined;
  const digits = text.slice(1).replace(/[-\s]/g, '');
  return `G${digits.slice(0, 2)}-${digits.slice(2)}`;
}
