// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

import * as routes from '@contracts/pages';
import { courseTakingEndpoints } from '@shared/api/endpoints/courseTaking';
import { createAppStorage } from '@shared/storage';
import {
  createCourseOutlineActors,
  createCourseOutlineImplementations,
} from '@flows/home/courseOutline/courseOutline.actors';

import { memoryStorageArea } from '../../model/branding.services';
import { courseOutline } from '../../model/courseOutline.model';
import { type ActorsWith, answersTable, failuresPassThrough, fakeArea, handedOn } from './actorTable';

const language = () => 'zh';
const actorsWith: ActorsWith = (calls) => createCourseOutlineActors(fakeArea(courseTakingEndpoints, calls), language);

/** The outline's implementations over in-memory storage and a recorded navigate. */
function implementations() {
  const storage = createAppStorage(memoryStorageArea());
  const navigate = vi.fn();
  const { actions } = createCourseOutlineImplementations({
    api: fakeArea(courseTakingEndpoints, {}),
    language,
    storage,
    navigate,
  });
  return { actions, storage, navigate };
}

describe('createCourseOutlineActors', () => {
  answersTable(
    'loadOutline answers $name',
    actorsWith,
    { actor: 'loadOutline', call: 'courseOutline', input: { studentCourseId: 50001 }, sent: [50001, 'zh'] },
    [{ name: 'the course outline in the interface language', ...handedOn(courseOutline) }],
  );

  failuresPassThrough(actorsWith, [['loadOutline', 'courseOutline', { studentCourseId: 50001 }]]);
});

describe('createCourseOutlineImplementations', () => {
  it('rememberCourse stores the course', () => {
    const { actions, storage } = implementations();
    actions.rememberCourse(undefined, 50001);
    expect(storage.get('studentCourseId')).toBe(50001);
  });

  it('navigate navigates to the page', () => {
    const { actions, navigate } = implementations();
    actions.navigate(undefined, { to: routes.chapterLaunch, query: { chapterNumber: 2 } });
    expect(navigate).toHaveBeenCalledWith({ to: routes.chapterLaunch, query: { chapterNumber: 2 } });
  });
});
