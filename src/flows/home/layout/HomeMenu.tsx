import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface HomeMenuLink {
  key: string;
  to: string;
  label: string;
  current: boolean;
}

interface HomeMenuProps {
  id: string;
  /** On a phone the menu shows only when the hamburger opened it. */
  open: boolean;
  links: HomeMenuLink[];
  languagePicker: ReactNode;
  logoutButton: ReactNode;
}

/** The signed-in sidebar (02 §2 Sidebar and header). */
export function HomeMenu({ id, open, links, languagePicker, logoutButton }: HomeMenuProps) {
  const { t } = useLingui();
  return (
    <nav id={id} className={`home-menu ${open ? 'home-menu--open' : ''}`} aria-label={t`Student menu`}>
      <ul className="home-menu__list">
        {links.map((link) => (
          <li key={link.key}>
            <Link to={link.to} className="home-menu__link" aria-current={link.current ? 'page' : undefined}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      <div className="home-menu__language">{languagePicker}</div>
      <div className="home-menu__logout">{logoutButton}</div>
    </nav>
  );
}
