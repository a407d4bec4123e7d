import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { SavedPersonalInformation } from '@contracts/account';
import { profileMachine } from '@machines/profile';
import { profileEndpoints } from '@shared/api/endpoints/profile';
import { statesEndpoints } from '@shared/api/endpoints/states';
import { studentEndpoints } from '@shared/api/endpoints/student';
import { createAppStorage } from '@shared/storage';

import { memoryStorageArea } from '../../../tests/model/branding.services';
import { apiStates } from '../../../tests/model/personalInformation.fixtures';
import {
  courtCourse,
  detailsSaved,
  laAgencies,
  savedDetails,
  savedWithoutState,
} from '../../../tests/model/profile.fixtures';
import { fakeEndpoints } from '../../../tests/setup/fakeEndpoints';
import { TestProviders } from '../../../tests/setup/TestProviders';
import { createProfileImplementations } from './profile.actors';
import { ProfileContext } from './ProfileContext';
import { ProfileView } from './ProfileView';

afterEach(cleanup);

const ok = <D,>(data: D) => ({ status: { success: true, message: '' }, data });

/** The page with its real machines (both tabs), over fake calls. */
function renderProfile(saved: SavedPersonalInformation) {
  const calls = {
    personalInformation: vi.fn(async () => ok(saved)),
    states: vi.fn(async () => ok(apiStates)),
    saveDetails: vi.fn(async () => ok(detailsSaved)),
    otherInformation: vi.fn(async () => ok({ courses: [courtCourse] })),
    countyAgencies: vi.fn(async () => ok(laAgencies)),
    saveOtherInformation: vi.fn(async () => ok(courtCourse)),
  };
  const endpoints = fakeEndpoints(calls);
  const logic = profileMachine.provide(
    createProfileImplementations({
      studentApi: endpoints(studentEndpoints),
      statesApi: endpoints(statesEndpoints),
      profileApi: endpoints(profileEndpoints),
      storage: createAppStorage(memoryStorageArea()),
    }),
  );
  render(
    <TestProviders path="/home/profile">
      <ProfileContext.Provider logic={logic} options={{ input: { studentId: 42 } }}>
        <ProfileView />
      </ProfileContext.Provider>
    </TestProviders>,
  );
  return calls;
}

describe('the profile page with its tabs', () => {
  it('edits the details, then the other information: Los Angeles loads its agencies into field 161', async () => {
    const calls = renderProfile(savedDetails);
    const user = userEvent.setup();
    const details = await screen.findByRole('form', { name: 'Profile details' });
    expect(screen.getByLabelText('Email address')).toHaveValue('profile@example.com');
    await user.clear(screen.getByLabelText('Last name*'));
    await user.type(screen.getByLabelText('Last name*'), 'Updated');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your profile was saved.')).toBeInTheDocument();
    expect(calls.saveDetails).toHaveBeenCalledWith(
      expect.objectContaining({ lastName: 'Updated' }),
      expect.any(AbortSignal),
    );
    expect(details).not.toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Profile details' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Other information' }));
    await screen.findByRole('form', { name: 'Other information' });
    expect(screen.getByLabelText('County agency')).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('County of citation*'), '2815');
    expect(calls.countyAgencies).toHaveBeenCalledWith('2815', expect.any(AbortSignal));
    await user.selectOptions(await screen.findByLabelText('County agency*'), 'Pasadena Police Department');
    await user.click(screen.getByRole('button', { name: 'Save other information' }));
    expect(await screen.findByText('Your other information was saved.')).toBeInTheDocument();
    const [items] = calls.saveOtherInformation.mock.calls[0] as unknown as [Array<Record<string, unknown>>];
    expect(items).toContainEqual({
      flexiField: { flexiFieldId: 161, flexiFieldName: 'COUNTYAGENCY' },
      isActive: true,
      refFieldId: 42,
      refFieldValue: 'Pasadena Police Department',
      configCourseId: 612,
    });
  });

  it('asks for a state before "Other information"', async () => {
    const calls = renderProfile(savedWithoutState);
    const user = userEvent.setup();
    await screen.findByRole('form', { name: 'Profile details' });
    await user.click(screen.getByRole('tab', { name: 'Other information' }));
    expect(
      screen.getByText(
        'To continue with the selection of "Other information" you must fill out the state field in your "Profile" section',
      ),
    ).toBeInTheDocument();
    expect(calls.otherInformation).not.toHaveBeenCalled();
    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    expect(await screen.findByLabelText('State*')).toHaveValue('');
  });
});
