import { useMemo } from 'react';

import { customAttributes, type Organisation } from '@contracts/organisation';

import { BrandingContext } from './BrandingContext';

export interface Branding {
  status: 'loading' | 'ready' | 'failed';
  /** The organisation record; absent until the first answer (the product's own look meanwhile). */
  organisation?: Organisation;
  /** Custom attribute values by name (config-course values override organisation ones). */
  attributes: Record<string, string>;
  logoUrl?: string;
}

const noAttributes: Record<string, string> = {};

function attributesOf(organisation: Organisation | undefined): Record<string, string> {
  if (!organisation) return noAttributes;
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(customAttributes(organisation)))
    if (value !== undefined) values[name] = value;
  return values;
}

/** The organisation branding the app, for the chrome and for other flows' machine inputs. */
export function useBranding(): Branding {
  const status = BrandingContext.useSelector((s) =>
    s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'ready',
  );
  const organisation = BrandingContext.useSelector((s) => s.context.organisation);
  return useMemo(
    () => ({
      status,
      organisation,
      attributes: attributesOf(organisation),
      logoUrl: organisation?.logoPath ?? undefined,
    }),
    [status, organisation],
  );
}
