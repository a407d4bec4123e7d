import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { affirmationVersion } from '@contracts/eligibility';
import type { EligibilityPage } from '@machines/eligibility';

import { TestProviders } from '../../../../tests/setup/TestProviders';
import { EligibilityForm } from './EligibilityForm';

const page: EligibilityPage = {
  studentCourseId: 70013,
  courseName: 'Arizona Defensive Driving School',
  rule: { check: 'arizonaDefensiveDriving', monthsBetweenCourses: 12, minimumDaysBeforeCourtDate: 7 },
  studentName: 'Test Student',
  violations: [{ code: '28-701A', description: 'Speed greater than reasonable and prudent (speeding)' }],
  answers: null,
  documents: [],
  documentsFiled: true,
  decision: null,
};

function renderForm() {
  const onSubmit = vi.fn();
  render(
    <TestProviders>
      <EligibilityForm page={page} busy={false} onSubmit={onSubmit} />
    </TestProviders>,
  );
  return onSubmit;
}

const answer = (question: string, choice: 'Yes' | 'No') =>
  userEvent.click(within(screen.getByRole('group', { name: question })).getByRole('radio', { name: choice }));
const previousQuestion = 'Have you attended a defensive driving school for an earlier violation?';
const cdlQuestion = 'Do you hold a commercial driver licence (CDL)?';
const vehicleQuestion =
  'Were you driving a vehicle that needs only a class D or M licence, not for commercial purposes?';

afterEach(cleanup);

describe('EligibilityForm (02 §2 eligibility)', () => {
  it('asks every question, and the follow-ups once answered yes, before sending', async () => {
    const onSubmit = renderForm();
    await answer(previousQuestion, 'Yes');
    await answer(cdlQuestion, 'Yes');
    await userEvent.click(screen.getByRole('button', { name: 'Check my eligibility' }));
    for (const message of [
      'Please choose the violation on your citation',
      'Please enter the violation date',
      'Please enter your court date',
      'Please enter the date of that earlier violation',
      'Please tick the box to sign the affirmation',
      'Please type your full name to sign',
    ])
      expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getAllByText('Please answer this question')).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });
  it('sends the answers and the trimmed signature', async () => {
    const onSubmit = renderForm();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'The violation on your citation' }), '28-701A');
    await userEvent.type(screen.getByLabelText('Violation date'), '2026-10-01');
    await userEvent.type(screen.getByLabelText('Court date'), '2026-12-20');
    await answer('Did the violation result in a serious physical injury or a death?', 'No');
    await answer(previousQuestion, 'Yes');
    await userEvent.type(screen.getByLabelText('Date of the violation you attended that school for'), '2024-01-05');
    await answer(previousQuestion, 'No');
    await answer(cdlQuestion, 'Yes');
    await answer(vehicleQuestion, 'Yes');
    await answer(cdlQuestion, 'No');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.type(screen.getByLabelText('Type your full name to sign (Test Student)'), ' Test Student ');
    await userEvent.click(screen.getByRole('button', { name: 'Check my eligibility' }));
    expect(onSubmit).toHaveBeenCalledWith({
      answers: {
        violationCode: '28-701A',
        violationDate: '2026-10-01',
        courtDate: '2026-12-20',
        seriousInjuryOrDeath: false,
        previousCourseViolationDate: null,
        commercialLicence: false,
        noncommercialVehicle: null,
      },
      affirmation: { fullName: 'Test Student', accepted: true, version: affirmationVersion },
    });
  });
});
