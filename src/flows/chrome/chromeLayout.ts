import { chromePaths } from './chromePaths';
import { stepForPath, type StepNumber } from './stepper';

export interface ChromeLayout {
  /** 01 §2: minimal on registration and cart pages, none on /courses-landing, full elsewhere. */
  header: 'full' | 'minimal' | 'none';
  /** The top banner: public marketing and registration pages only. */
  banner: boolean;
  /** The footer: everywhere except while a chapter or quiz is being taken. */
  footer: boolean;
  /** The stepper's current step, on registration and checkout pages only. */
  step?: StepNumber;
}

/** '/register/' and '/register' are the same page. */
export const normalisePath = (pathname: string) =>
  (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname) || '/';

/** What the page chrome shows around the page at this path. */
export function chromeLayout(pathname: string): ChromeLayout {
  const path = normalisePath(pathname);
  const registration = chromePaths.registration.test(path);
  const cart = chromePaths.cartAndReview.test(path) || chromePaths.upsell.test(path);
  const header = path === '/courses-landing' ? 'none' : registration || cart ? 'minimal' : 'full';
  return {
    header,
    banner: chromePaths.marketing.test(path) || registration,
    footer: !chromePaths.courseTaking.test(path),
    step: stepForPath(path),
  };
}
