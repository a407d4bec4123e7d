import type { FieldValues, Path, PathValue, UseFormSetValue } from 'react-hook-form';
import { formatMobile } from './personRules';

/** register() options that show a mobile number as ###-###-#### while it is typed. */
export function mobileFormatting<T extends FieldValues>(name: Path<T>, setValue: UseFormSetValue<T>) {
  return {
    onChange: (event: { target: { value: string } }) => {
      const shown = formatMobile(event.target.value);
      if (shown !== event.target.value) setValue(name, shown as PathValue<T, Path<T>>);
    },
  };
}
