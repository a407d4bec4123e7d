import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface HomeMenuItem {
  key: string;
  to: string;
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
    to: '/home/dashboard',
    label: msg`Dashboard`,
    isCurrent: (p, s) => at('/home/dashboard')(p) && s.get('open') !== tableOfContents,
  },
  {
    key: 'tableOfContents',
    to: `/home/dashboard?open=${tableOfContents}`,
    label: msg`Table of contents`,
    isCurrent: (p, s) => at('/home/dashboard')(p) && s.get('open') === tableOfContents,
  },
  { key: 'courseList', to: '/home/course-list', label: msg`Purchased Courses`, isCurrent: at('/home/course-list') },
  { key: 'profile', to: '/home/profile', label: msg`Profile`, isCurrent: at('/home/profile') },
  { key: 'settings', to: '/home/settings', label: msg`Settings`, isCurrent: at('/home/settings') },
  { key: 'support', to: '/home/support', label: msg`Support`, isCurrent: at('/home/support') },
  { key: 'faqs', to: '/home/customer-support', label: msg`FAQs`, isCurrent: at('/home/customer-support') },
];

/** The dashboard query that opens the table of contents. */
export const opensTableOfContents = (search: URLSearchParams) => search.get('open') === tableOfContents;
