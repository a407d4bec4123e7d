import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { FlexiField } from '@contracts/courseConfig';
import type { OtherInformationCourse } from '@contracts/profile';

import { laAgencies, losAngelesCourse, optionalField } from '../../../tests/model/profile.fixtures';
import { TestProviders } from '../../../tests/setup/TestProviders';
import { OtherInformationForm } from './OtherInformationForm';

afterEach(cleanup);

const field = optionalField;
const courseWith = (fields: FlexiField[], o: Partial<OtherInformationCourse> = {}): OtherInformationCourse => ({
  configCourseId: 1,
  courseName: 'A course',
  vehicleTag: null,
  otherCourt: null,
  studentFlexiFieldDtoList: fields,
  ...o,
});

const renderForm = (props: Partial<ComponentProps<typeof OtherInformationForm>> & { course: OtherInformationCourse }) =>
  render(
    <TestProviders>
      <OtherInformationForm
        agencies={[]}
        agenciesLoading={false}
        busy={false}
        onCountyChange={vi.fn()}
        onSubmit={vi.fn()}
        {...props}
      />
    </TestProviders>,
  );

describe('other information inputs (02 §5)', () => {
  it('inserts the SSN dashes and keeps 10 digits of a phone-like field as typed', async () => {
    renderForm({
      course: courseWith([
        field({ flexiFieldId: 7, flexiFieldName: 'SSN', flexiFieldDescription: 'SSN' }),
        field({ flexiFieldId: 10, flexiFieldName: 'AGENTPHONE', flexiFieldDescription: 'Agent phone' }),
        field({
          flexiFieldId: 8,
          flexiFieldName: 'SSNLASTFOUR',
          flexiFieldType: 'NUMBER',
          flexiFieldDescription: 'Last four',
        }),
      ]),
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('SSN'), '123456789');
    expect(screen.getByLabelText('SSN')).toHaveValue('123-45-6789');
    await user.type(screen.getByLabelText('Agent phone'), '(555) 123-4567 89');
    expect(screen.getByLabelText('Agent phone')).toHaveValue('5551234567');
    await user.type(screen.getByLabelText('Last four'), 'a67890');
    expect(screen.getByLabelText('Last four')).toHaveValue('6789');
  });

  it('makes VEHICLE_TAG read-only when a tag is stored', () => {
    const tag = field({
      flexiFieldId: 5,
      flexiFieldName: 'VEHICLE_TAG',
      flexiFieldDescription: 'Tag',
      value: 'G10-20001',
    });
    renderForm({ course: courseWith([tag], { vehicleTag: 'G10-20001' }) });
    expect(screen.getByLabelText('Tag')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Tag')).toHaveValue('G10-20001');
    cleanup();
    renderForm({ course: courseWith([{ ...tag, value: null }]) });
    expect(screen.getByLabelText('Tag')).not.toHaveAttribute('readonly');
  });

  it("resets the court when the county changes and offers that county's courts plus 'Other'", async () => {
    renderForm({ course: losAngelesCourse, agencies: laAgencies });
    const user = userEvent.setup();
    expect(screen.getByLabelText('Court*')).toHaveValue('Harbor Justice Center');
    await user.selectOptions(screen.getByLabelText('County*'), 'Los Angeles');
    expect(screen.getByLabelText('Court*')).toHaveValue('');
    const courts = within(screen.getByLabelText('Court*'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(courts).toEqual(['Select', 'Pasadena Courthouse', 'Other']);
    await user.selectOptions(screen.getByLabelText('Court*'), 'Other');
    await user.click(screen.getByRole('button', { name: 'Save other information' }));
    expect(await screen.findByText('Other court is required')).toBeInTheDocument();
  });

  it('field 89: Los Angeles shows its agencies in 161; another county clears 161 and tells the page', async () => {
    const onCountyChange = vi.fn();
    const onSubmit = vi.fn();
    renderForm({ course: losAngelesCourse, agencies: laAgencies, onCountyChange, onSubmit });
    const user = userEvent.setup();
    expect(screen.getByLabelText('County agency*')).toHaveValue('Pasadena Police Department');
    await user.selectOptions(screen.getByLabelText('County of citation*'), '2830');
    expect(onCountyChange).toHaveBeenCalledWith('2830');
    expect(screen.getByLabelText('County agency')).toHaveValue('');
    expect(screen.getByText('Asked when the county of the citation is Los Angeles.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save other information' }));
    expect(onSubmit).toHaveBeenCalledWith([
      { flexiFieldId: 1, flexiFieldName: 'COUNTY', value: 'Orange' },
      { flexiFieldId: 2, flexiFieldName: 'COURT', value: 'Harbor Justice Center' },
      { flexiFieldId: 3, flexiFieldName: 'CITATIONDATE', value: '2026-01-10' },
      { flexiFieldId: 89, flexiFieldName: 'CITATIONCOUNTY', value: '2830' },
      { flexiFieldId: 161, flexiFieldName: 'COUNTYAGENCY', value: '' },
    ]);
  });

  it("says '{label} is required' and sends nothing while a field is wrong; shows dates MM-DD-YYYY", async () => {
    const onSubmit = vi.fn();
    renderForm({ course: losAngelesCourse, agencies: laAgencies, onSubmit });
    const user = userEvent.setup();
    expect(screen.getByLabelText('Citation Date*')).toHaveValue('01-10-2026');
    await user.selectOptions(screen.getByLabelText('County agency*'), '');
    await user.clear(screen.getByLabelText('Citation Date*'));
    await user.click(screen.getByRole('button', { name: 'Save other information' }));
    expect(await screen.findByText('County agency is required')).toBeInTheDocument();
    expect(screen.getByText('Citation Date is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows when to finish the course: 7 days before the court date', async () => {
    const due = field({
      flexiFieldId: 4,
      flexiFieldName: 'CITATIONDUEDATE',
      flexiFieldType: 'DATE',
      flexiFieldDescription: 'Court date',
    });
    renderForm({ course: courseWith([due]) });
    const user = userEvent.setup();
    const inAMonth = new Date(Date.now() + 30 * 86_400_000);
    const typed = `${String(inAMonth.getMonth() + 1).padStart(2, '0')}-${String(inAMonth.getDate()).padStart(2, '0')}-${inAMonth.getFullYear()}`;
    await user.type(screen.getByLabelText('Court date'), typed);
    expect(screen.getByText(/Complete the course by \d{2}-\d{2}-\d{4} \(2[2-4] days left\)/)).toBeInTheDocument();
  });
});
