import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { RegistrationRequest } from '@contracts/registration';

import type { RegistrationSubmission } from './registrationSubmission';
import { useLazySubmission } from './useLazySubmission';

const request = { emailId: 'riley@example.com' } as unknown as RegistrationRequest;
const sms = { consentRequired: false, optedIn: false };
const startedFlow = (): RegistrationSubmission => ({ submit: vi.fn(), busy: false });

describe('the registration page before the submit flow has loaded', () => {
  it('holds a submit made before the flow starts, shows it busy, and hands it over once', () => {
    const { result } = renderHook(() => useLazySubmission());
    act(() => result.current.submission.submit(request, sms));
    expect(result.current.submission.busy).toBe(true);
    expect(result.current.submitFlowWanted).toBe(true);
    expect(result.current.takeHeldSubmit()).toEqual({ request, sms });
    expect(result.current.takeHeldSubmit()).toBeUndefined();
  });

  it('sends a click made after the flow started, before the page re-rendered with it, to the flow at once', () => {
    const { result, rerender } = renderHook(() => useLazySubmission());
    const beforeTheFlow = result.current.submission;
    const flow = startedFlow();
    // The flow's effects: it reports its submission and looks for a held submit (none yet).
    result.current.onSubmitFlowChange(flow);
    expect(result.current.takeHeldSubmit()).toBeUndefined();
    // The student clicks the button the page rendered before it knew the flow.
    act(() => beforeTheFlow.submit(request, sms));
    expect(flow.submit).toHaveBeenCalledExactlyOnceWith(request, sms);
    expect(result.current.takeHeldSubmit()).toBeUndefined();
    rerender();
    expect(result.current.submission).toBe(flow);
  });
});
