import { Trans, useLingui } from '@lingui/react/macro';

import type { LandingPackage } from '@machines/landing';
import { landingConstants } from '@machines/landing';

interface PackagePickerProps {
  selected: LandingPackage;
  onSelect: (pkg: LandingPackage) => void;
}

const packages: LandingPackage[] = [1, 2, 3, 4];
const usd = (amount: number) => `$${amount.toFixed(2)}`;

/** Packages 1 to 4 as a radio group (01 §2 /courses-landing). */
export function PackagePicker({ selected, onSelect }: PackagePickerProps) {
  const { t } = useLingui();
  return (
    <fieldset className="package-picker">
      <legend>
        <Trans>Choose your package</Trans>
      </legend>
      {packages.map((pkg) => {
        const price = usd(landingConstants.packagePrices[pkg]);
        return (
          <label key={pkg} className="package-picker__option">
            <input
              type="radio"
              name="landingPackage"
              value={pkg}
              checked={selected === pkg}
              onChange={() => onSelect(pkg)}
            />
            {t`Package ${pkg} – ${price}`}
          </label>
        );
      })}
    </fieldset>
  );
}
