import { formatMobile } from './personRules';

/** A mobile number input's keyboard and the ###-###-#### it is shown as. */
export const mobileInputProps = { type: 'tel', inputMode: 'numeric', placeholder: '###-###-####' } as const;

/** register() options that show a mobile number as ###-###-#### while it is typed. */
export function mobileFormatting<N extends string>(name: N, setValue: (name: N, value: string) => void) {
  return {
    onChange: (event: { target: { value: string } }) => {
      const shown = formatMobile(event.target.value);
      if (shown !== event.target.value) setValue(name, shown);
    },
  };
}
