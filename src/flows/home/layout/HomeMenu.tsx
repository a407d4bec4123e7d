import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface HomeMenuLink {
  key: string;
  to: string;
  label: string;
  current: boolean;
  /** A page that saves before leaving takes the click over (returns true when it did). */
  onFollow: () => boolean;
}

interface HomeMenuProps {
  id: string;
  /** On a phone the menu shows only when the hamburger opened it. */
  open: boolean;
  links: HomeMenuLink[];
  languagePicker: ReactNode;
  logoutButton: ReactNode;
  /** The timer cards and the compliance text (02 §2: the sidebar shows timers and STUDENT_COMPLIANCE_DETAIL). */
  children?: ReactNode;
}

/** The signed-in sidebar (02 §2 Sidebar and header). */
export function HomeMenu({ id, open, links, languagePicker, logoutButton, children }: HomeMenuProps) {
  const { t } = useLingui();
  return (
    <nav id={id} className={`home-menu ${open ? 'home-menu--open' : ''}`} aria-label={t`Student menu`}>
      <ul className="home-menu__list">
        {links.map((link) => (
          <li key={link.key}>
            <Link
              to={link.to}
              className="home-menu__link"
              aria-current={link.current ? 'page' : undefined}
              onClick={(event) => {
                if (link.onFollow()) event.preventDefault();
              }}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      {children}
      <div className="home-menu__language">{languagePicker}</div>
      <div className="home-menu__logout">{logoutButton}</div>
    </nav>
  );
}
