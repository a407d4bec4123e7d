import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

import { LanguagePicker } from '@shared/i18n/LanguagePicker';
import { useLocaleChoice } from '@shared/i18n/LocaleProvider';
import { SignOutButton } from '@flows/session/SignOutButton';

import { HomeMenu } from './HomeMenu';
import { homeMenuItems } from './homeMenuItems';
import { MobileHeader } from './MobileHeader';
import { useMenuDisclosure } from './useMenuDisclosure';

/** Route /home: the student menu (sidebar, or hamburger at phone width) around the page. */
export default function HomeLayout() {
  const { i18n } = useLingui();
  const { pathname, search } = useLocation();
  const { locale, changeLocale } = useLocaleChoice();
  const menu = useMenuDisclosure();
  const menuId = useId();
  const params = new URLSearchParams(search);
  const links = homeMenuItems.map((item) => ({
    key: item.key,
    to: item.to,
    label: i18n._(item.label),
    current: item.isCurrent(pathname, params),
  }));
  return (
    <div className="home">
      <MobileHeader menuId={menuId} menuOpen={menu.open} onToggleMenu={menu.toggle} buttonRef={menu.buttonRef} />
      <HomeMenu
        id={menuId}
        open={menu.open}
        links={links}
        languagePicker={<LanguagePicker value={locale} onChange={(next) => void changeLocale(next)} />}
        logoutButton={<SignOutButton className="home-menu__link" />}
      />
      <div className="home__page">
        <Outlet />
      </div>
    </div>
  );
}
