import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import * as routes from '@contracts/pages';
import type { NavigateParams } from '@contracts/routes';

export interface HomeMenuItem {
  key: string;
  to: NavigateParams;
  label: MessageDescriptor;
  /** Whether the item is the page being shown (for aria-current). */
  isCurrent: (pathname: string, search: URLSearchParams) => boolean;
}

const tableOfContents = 'tableOfContents';
const at = (path: string) => (pathname: string) => pathname === path || pathname === `${path}/`;

/** 02 §2 Sidebar and header: the menu, in the spec's order (language and Logout follow it). */
export const homeMenuItems: HomeMenuItem[] = [
  {
    key: 'dashboard',
    to: { to: routes.dashboard },
    label: msg`Dashboard`,
    isCurrent: (p, s) => at('/home/dashboard')(p) && s.get('open') !== tableOfContents,
  },
  {
    key: 'tableOfContents',
    to: { to: routes.dashboard, query: { open: tableOfContents } },
    label: msg`Table of contents`,
    isCurrent: (p, s) => at('/home/dashboard')(p) && s.get('open') === tableOfContents,
  },
  {
    key: 'courseList',
    to: { to: routes.courseList },
    label: msg`Purchased Courses`,
    isCurrent: at('/home/course-list'),
  },
  { key: 'profile', to: { to: routes.profile }, label: msg`Profile`, isCurrent: at('/home/profile') },
  { key: 'settings', to: { to: routes.settings }, label: msg`Settings`, isCurrent: at('/home/settings') },
  { key: 'support', to: { to: routes.support }, label: msg`Support`, isCurrent: at('/home/support') },
  { key: 'faqs', to: { to: routes.customerSupport }, label: msg`FAQs`, isCurrent: at('/home/customer-support') },
];

/** The dashboard query that opens the table of contents. */
export const opensTableOfContents = (search: URLSearchParams) => search.get('open') === tableOfContents;

/** The address of a menu destination, for its link. */
export const hrefOf = ({ to, query }: NavigateParams) =>
  query ? `${to}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}` : to;
