import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, type ReactNode, useRef } from 'react';

export type ProfileTab = 'details' | 'otherInformation';

interface ProfileTabsProps {
  active: ProfileTab;
  onSelect: (tab: ProfileTab) => void;
  /** The active tab's panel. */
  children: ReactNode;
}

const order: ProfileTab[] = ['details', 'otherInformation'];

/** "Profile" and "Other information" (WAI-ARIA tabs: arrows, Home and End move between tabs). */
export function ProfileTabs({ active, onSelect, children }: ProfileTabsProps) {
  const { t } = useLingui();
  const refs = useRef<Partial<Record<ProfileTab, HTMLButtonElement | null>>>({});
  const labels: Record<ProfileTab, string> = { details: t`Profile`, otherInformation: t`Other information` };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = order.indexOf(active);
    const next =
      event.key === 'ArrowRight' || event.key === 'End'
        ? order[event.key === 'End' ? order.length - 1 : Math.min(index + 1, order.length - 1)]
        : event.key === 'ArrowLeft' || event.key === 'Home'
          ? order[event.key === 'Home' ? 0 : Math.max(index - 1, 0)]
          : undefined;
    if (!next || next === active) return;
    event.preventDefault();
    onSelect(next);
    refs.current[next]?.focus();
  };
  return (
    <section className="profile-tabs">
      <div role="tablist" aria-label={t`Profile sections`} className="profile-tabs__list" onKeyDown={onKeyDown}>
        {order.map((tab) => (
          <button
            key={tab}
            ref={(node) => {
              refs.current[tab] = node;
            }}
            type="button"
            role="tab"
            className="profile-tabs__tab"
            id={`profile-tab-${tab}`}
            aria-selected={tab === active}
            aria-controls={`profile-panel-${tab}`}
            tabIndex={tab === active ? 0 : -1}
            onClick={() => tab !== active && onSelect(tab)}
          >
            {labels[tab]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        className="profile-tabs__panel"
        id={`profile-panel-${active}`}
        aria-labelledby={`profile-tab-${active}`}
      >
        {children}
      </div>
    </section>
  );
}
