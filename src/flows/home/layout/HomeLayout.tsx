import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

import * as routes from '@contracts/pages';
import { LanguagePicker } from '@shared/i18n/LanguagePicker';
import { useLocaleChoice } from '@shared/i18n/LocaleProvider';
import { useServices } from '@shared/services';
import { SafeHtml } from '@shared/ui/SafeHtml';
import { useBranding } from '@flows/chrome';
import { SignOutButton } from '@flows/session/SignOutButton';

import { createCourseTimer, formatHoursMinutes, useCourseTimerReading } from '../timers/courseTimer';
import { CourseTimerContext } from '../timers/CourseTimerContext';
import { LazyTimerCards } from '../timers/LazyTimerCards';
import { HomeMenu } from './HomeMenu';
import { homeMenuItems, hrefOf } from './homeMenuItems';
import { createLeaveGuards, LeaveGuardContext } from './leaveGuard';
import { MobileHeader } from './MobileHeader';
import { useMenuDisclosure } from './useMenuDisclosure';

/** 02 §2 Sidebar: the custom attribute whose HTML the sidebar shows (sanitized). */
const complianceAttribute = 'STUDENT_COMPLIANCE_DETAIL';
/** 02 §2 Timer display: hidden on the dashboard. */
const pagesWithoutTimers: readonly string[] = [routes.dashboard];

/** Route /home: the student menu (sidebar, or hamburger at phone width) around the page. */
export default function HomeLayout() {
  const { i18n, t } = useLingui();
  const { pathname, search } = useLocation();
  const { locale, changeLocale } = useLocaleChoice();
  const { attributes } = useBranding();
  const { storage } = useServices();
  const menu = useMenuDisclosure();
  const menuId = useId();
  const [guards] = useState(createLeaveGuards);
  const [timer] = useState(createCourseTimer);
  const reading = useCourseTimerReading(timer);
  const showTimers = !pagesWithoutTimers.includes(pathname.replace(/\/$/, ''));
  // 02 §2 Timer display: 'Final Quiz Time ' on /home/final-quiz, else 'Chapter Time '.
  const finalQuiz = pathname.endsWith('/final-quiz');
  const params = new URLSearchParams(search);
  const links = homeMenuItems.map((item) => ({
    key: item.key,
    to: hrefOf(item.to),
    label: i18n._(item.label),
    current: item.isCurrent(pathname, params),
    onFollow: () => {
      const guard = guards.current();
      guard?.leave(item.to);
      return guard !== undefined;
    },
  }));
  const compliance = attributes[complianceAttribute]?.trim();
  const todayCardShown = showTimers && reading.todayLeft !== null;
  useEffect(() => {
    // 02 §2 Timer display: the max-time-today card sets the alertBox flag.
    if (todayCardShown) storage.set('alertBox', 'true');
  }, [todayCardShown, storage]);
  return (
    <LeaveGuardContext.Provider value={guards}>
      <CourseTimerContext.Provider value={timer}>
        <div className="home">
          <MobileHeader
            menuId={menuId}
            menuOpen={menu.open}
            onToggleMenu={menu.toggle}
            buttonRef={menu.buttonRef}
            timerText={
              showTimers && reading.chapterSeconds > 0
                ? finalQuiz
                  ? t`Final Quiz Time ${formatHoursMinutes(reading.chapterSeconds)}`
                  : t`Chapter Time ${formatHoursMinutes(reading.chapterSeconds)}`
                : undefined
            }
          />
          <HomeMenu
            id={menuId}
            open={menu.open}
            links={links}
            languagePicker={<LanguagePicker value={locale} onChange={(next) => void changeLocale(next)} />}
            logoutButton={
              <SignOutButton
                className="home-menu__link"
                takeOver={() => {
                  const logout = guards.current()?.logout;
                  logout?.();
                  return logout !== undefined;
                }}
              />
            }
          >
            {showTimers && (reading.chapterSeconds > 0 || reading.todayLeft !== null) ? (
              <LazyTimerCards reading={reading} finalQuiz={finalQuiz} />
            ) : null}
            {compliance ? <SafeHtml html={compliance} className="home-menu__compliance" /> : null}
          </HomeMenu>
          <div className="home__page">
            <Outlet />
          </div>
        </div>
      </CourseTimerContext.Provider>
    </LeaveGuardContext.Provider>
  );
}
