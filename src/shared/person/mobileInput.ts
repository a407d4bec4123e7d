import { formatMobile } from './personRules';

/** register() options that show a mobile number as ###-###-#### while it is typed. */
export function mobileFormatting<N extends string>(name: N, setValue: (name: N, value: string) => void) {
  return {
    onChange: (event: { target: { value: string } }) => {
      const shown = formatMobile(event.target.value);
      if (shown !== event.target.value) setValue(name, shown);
    },
  };
}
