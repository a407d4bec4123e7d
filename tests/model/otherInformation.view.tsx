import { within } from '@testing-library/react';
import { expect } from 'vitest';

import { type FlexiAnswer, type otherInformationMachine, shownCourse } from '@machines/otherInformation';
import { usDateFromIso } from '@shared/person/usDate';
import { OtherInformationView } from '@flows/profile/OtherInformationView';

import { clickButton, type FlowViewDriver, genericError, renderAsChild, type Screen } from './harness/view';
import { stateRequired } from './otherInformation.model';
import { twoCourses } from './profile.fixtures';

/** Every fixture field by id: its label (a mandatory one ends with '*'; field 161's only with Los Angeles). */
const fieldsById = new Map(
  twoCourses.courses.flatMap((c) => c.studentFlexiFieldDtoList).map((f) => [f.flexiFieldId, f]),
);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const labelOf = (flexiFieldId: number) =>
  new RegExp(`^${escape(fieldsById.get(flexiFieldId)!.flexiFieldDescription)}\\*?$`);
const control = (screen: Screen, flexiFieldId: number) => screen.getByLabelText(labelOf(flexiFieldId));

export const otherInformationView: FlowViewDriver<typeof otherInformationMachine> = {
  // The tab runs as the profile machine's child.
  render: renderAsChild('/home/profile', OtherInformationView),
  perform: {
    'retry.request': clickButton('Try again'),
    'course.select': async (event, { user, screen }) =>
      user.selectOptions(screen.getByLabelText('Course'), String(event.configCourseId)),
    'county.change': async (event, { user, screen }) =>
      user.selectOptions(control(screen, 89), String(event.countyCode)),
    'answers.submit': async (event, { user, screen }) => {
      // Only what differs from the form is changed (a county pick would be an event of its own).
      for (const answer of event.answers as FlexiAnswer[]) {
        const element = control(screen, answer.flexiFieldId) as HTMLInputElement | HTMLSelectElement;
        const field = fieldsById.get(answer.flexiFieldId)!;
        const shown = field.flexiFieldType === 'DATE' ? usDateFromIso(answer.value) : answer.value;
        if (element.value === shown) continue;
        if (element instanceof HTMLSelectElement) await user.selectOptions(element, answer.value);
        else {
          await user.clear(element);
          // An SSN is typed as digits: the field inserts the dashes.
          await user.type(element, field.flexiFieldName === 'SSN' ? shown.replace(/\D/g, '') : shown);
        }
      }
      await user.click(screen.getByRole('button', { name: 'Save other information' }));
    },
  },
  expectScreen: (s, { screen }) => {
    if (s.matches('loading')) expect(screen.getByRole('status')).toHaveTextContent('Loading your other information…');
    if (s.matches('loadFailed')) {
      expect(screen.getByRole('alert')).toHaveTextContent(genericError);
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    } else expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByText('Your courses ask for no other information.') !== null).toBe(s.matches('empty'));

    const shown = s.matches('open') || s.matches('saving');
    const form = screen.queryByRole('form', { name: 'Other information' });
    expect(form !== null).toBe(shown);
    if (!shown) return;
    const { courses, countyCode, agencies, agencyFailure } = s.context;
    const course = shownCourse(courses, s.context.configCourseId)!;
    // One course: its name; several: a selector.
    if (courses.length > 1) expect(screen.getByLabelText('Course')).toHaveValue(String(course.configCourseId));
    else {
      expect(screen.queryByLabelText('Course')).toBeNull();
      expect(screen.getByText(course.courseName)).toBeInTheDocument();
    }
    const saveButton = screen.getByRole('button', { name: 'Save other information' });
    if (s.matches('saving') || s.matches({ open: 'loadingAgencies' })) expect(saveButton).toBeDisabled();
    else expect(saveButton).toBeEnabled();
    expect(screen.queryByText('Your other information was saved.') !== null).toBe(
      s.matches({ open: { editing: 'saved' } }),
    );

    const losAngeles = countyCode === '2815';
    const hasCounty = course.studentFlexiFieldDtoList.some((f) => f.flexiFieldId === 89);
    if (hasCounty) {
      expect(control(screen, 89)).toHaveValue(countyCode ?? '');
      // Field 161: Los Angeles' agencies, required and enabled once loaded; any other county clears it.
      const agency = screen.getByLabelText(losAngeles ? 'County agency*' : 'County agency');
      expect(within(agency).getAllByRole('option')).toHaveLength(agencies.length + 1);
      if (losAngeles && agencies.length > 0) expect(agency).toBeEnabled();
      else expect(agency).toBeDisabled();
      if (!losAngeles) expect(agency).toHaveValue('');
      expect(screen.queryByText('Asked when the county of the citation is Los Angeles.') !== null).toBe(!losAngeles);
      expect(screen.queryByText('Loading the county agencies…') !== null).toBe(s.matches({ open: 'loadingAgencies' }));
    } else {
      // The SSN course: no county fields.
      expect(screen.getByLabelText('Social Security Number')).toBeInTheDocument();
      expect(screen.queryByLabelText(/County agency/)).toBeNull();
    }

    const failure = s.matches('open') ? s.context.failure : undefined;
    const expected = [
      ...(failure ? [failure.code === stateRequired.code ? stateRequired.message : genericError] : []),
      ...(agencyFailure && losAngeles && hasCounty ? [genericError] : []),
    ];
    expect(screen.queryAllByRole('alert').map((el) => el.textContent)).toEqual(expected);
  },
};
