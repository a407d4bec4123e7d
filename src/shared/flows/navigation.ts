import type { NavigateFunction } from 'react-router-dom';

import type { NavigateParams } from '@contracts/routes';

/** An address read from data (a legacy link): any path the router knows, with its query. */
export interface AddressNavigation {
  address: string;
  replace?: boolean;
}

/** What a flow's implementations navigate with: a machine's page (typed) or an address from data. */
export type NavigateTo = (params: NavigateParams | AddressNavigation) => void;

/** React Router keeps the history position in `history.state.idx`: above 0 there is an earlier page of the app. */
const hasEarlierPage = () => {
  const idx: unknown = window.history.state?.idx;
  return typeof idx === 'number' && idx > 0;
};

/** Performs a machine's navigation with the router: back when asked and possible, else to the page. */
export const navigationWith =
  (navigate: NavigateFunction): NavigateTo =>
  (params) => {
    if ('address' in params) navigate(params.address, { replace: params.replace });
    else if (params.back && hasEarlierPage()) navigate(-1);
    else {
      const search = params.query
        ? new URLSearchParams(Object.entries(params.query).map(([k, v]) => [k, String(v)]))
        : null;
      navigate(search ? { pathname: params.to, search: `?${search}` } : params.to, { replace: params.replace });
    }
  };
