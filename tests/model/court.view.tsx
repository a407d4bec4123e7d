import { expect } from 'vitest';

import type { courtLookupMachine } from '@machines/courtLookup';
import { CourtLookupContext } from '@flows/courtLookup/CourtLookupContext';
import { CourtLookupView } from '@flows/courtLookup/CourtLookupView';

import { TestProviders } from '../setup/TestProviders';
import type { FlowViewDriver } from './harness/view';

const genericError = 'Oops. Something went wrong. Please try again later.';

export const courtView: FlowViewDriver<typeof courtLookupMachine> = {
  render: ({ logic, options }) => (
    <TestProviders path="/sacramento-court">
      <CourtLookupContext.Provider logic={logic} options={options}>
        <CourtLookupView />
      </CourtLookupContext.Provider>
    </TestProviders>
  ),
  perform: {
    'lookup.submit': async (event, { user, screen }) => {
      const caseInput = screen.getByLabelText('Case Number');
      const citationInput = screen.getByLabelText('Citation Number');
      await user.clear(caseInput);
      await user.type(caseInput, String(event.caseNumber));
      await user.clear(citationInput);
      await user.type(citationInput, String(event.citationNumber));
      await user.click(screen.getByRole('button', { name: 'Verify' }));
    },
    'course.join': async (_, { user, screen }) => {
      await user.click(screen.getAllByRole('button', { name: /^Join / })[0]);
    },
  },
  expectScreen: (s, { screen }) => {
    expect(screen.getByRole('heading', { name: 'Verify your court case' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    if (s.matches('verifying')) {
      expect(screen.getByRole('status')).toHaveTextContent('Searching for your court case…');
      expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
    } else {
      expect(screen.queryByRole('status')).toBeNull();
    }
    if (s.matches('unmatched')) {
      const failure = s.context.failure;
      const expected = !failure
        ? 'No Records Found!'
        : failure.kind === 'failure'
          ? failure.message || 'No Records Found!'
          : genericError;
      expect(screen.getByRole('alert')).toHaveTextContent(expected);
    } else {
      expect(screen.queryByRole('alert')).toBeNull();
    }
    if (s.matches('matched') || s.matches('joined')) {
      const course = s.context.courses[0];
      expect(screen.getByRole('heading', { name: course.name })).toBeInTheDocument();
      expect(screen.getByText(`$${course.orginalPrice.toFixed(2)}`)).toBeInTheDocument();
      expect(screen.getByText(`$${course.discountPrice.toFixed(2)}`)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: `Join ${course.name}` })).toBeEnabled();
    } else {
      expect(screen.queryByRole('list', { name: 'Matching courses' })).toBeNull();
    }
  },
};
