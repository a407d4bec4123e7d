import { expect } from 'vitest';

import type { courtLookupMachine } from '@machines/courtLookup';
import { CourtLookupContext } from '@flows/courtLookup/CourtLookupContext';
import { CourtLookupView } from '@flows/courtLookup/CourtLookupView';

import { type FlowViewDriver, genericError, renderInFlow, retype } from './harness/view';

export const courtView: FlowViewDriver<typeof courtLookupMachine> = {
  render: renderInFlow('/sacramento-court', CourtLookupContext, <CourtLookupView />),
  perform: {
    'lookup.submit': async (event, tools) => {
      await retype(tools, 'Case Number', String(event.caseNumber));
      await retype(tools, 'Citation Number', String(event.citationNumber));
      await tools.user.click(tools.screen.getByRole('button', { name: 'Verify' }));
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
