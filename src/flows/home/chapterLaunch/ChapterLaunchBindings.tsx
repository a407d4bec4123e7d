import { useLeaveGuard } from '../layout/leaveGuard';
import { useChapterLaunchEvents } from './useChapterLaunchEvents';

/** The menu's links while chapter-launch is shown go through its 'saving progress' overlay (02 §2 Sidebar). */
export function ChapterLaunchBindings() {
  useLeaveGuard(useChapterLaunchEvents().leaveGuard);
  return null;
}
