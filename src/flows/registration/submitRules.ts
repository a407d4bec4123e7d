import { withCatalogPart } from '@shared/i18n/catalogParts';
import { loadOnce } from '@shared/loadOnce';

/**
 * What the registration form runs when it is submitted (its validation and the request it builds), loaded when the
 * student first works in the form rather than with the page (docs/decisions.md, Delivery); a submit made before it
 * arrives waits for it.
 */
export const submitRules = loadOnce(async () => {
  const [{ registrationFormSchema }, { buildRegistrationRequest }] = await Promise.all([
    withCatalogPart('registrationValidation', () => import('./registrationFormSchema'))(),
    import('./registrationRequest'),
  ]);
  return { registrationFormSchema, buildRegistrationRequest };
});
