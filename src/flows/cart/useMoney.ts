import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';

import { formatMoney } from './money';

/** Formats dollars in the active interface language, always with two decimals. */
export function useMoney() {
  const { i18n } = useLingui();
  return useCallback((amount: number) => formatMoney(amount, i18n.locale), [i18n.locale]);
}
