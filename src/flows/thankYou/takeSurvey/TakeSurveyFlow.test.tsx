import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { type Services, ServicesProvider } from '@shared/services';
import { createAppStorage } from '@shared/storage/storage';

import { paidOrder } from '../../../../tests/model/orders.fixtures';
import { fakeEndpoints } from '../../../../tests/setup/fakeEndpoints';
import { TestProviders } from '../../../../tests/setup/TestProviders';
import TakeSurveyFlow from './TakeSurveyFlow';

function renderScreen(studentId?: number) {
  const storage = createAppStorage(window.sessionStorage);
  storage.clearSession();
  if (studentId !== undefined) storage.set('studentId', studentId);
  const api = {
    purchaseDetails: vi.fn(async () => ({ data: [paidOrder] })),
    studentDetails: vi.fn(async () => ({
      data: { firstName: 'Sam', lastName: 'Student', emailId: 'sam@example.com' },
    })),
  };
  const services = { endpoints: fakeEndpoints(api), storage, signals: {} } as unknown as Services;
  render(
    <TestProviders path="/home/take-survey">
      <ServicesProvider services={services}>
        <Routes>
          <Route path="/home/take-survey" element={<TakeSurveyFlow />} />
          <Route path="/home/dashboard" element={<p>Dashboard page</p>} />
        </Routes>
      </ServicesProvider>
    </TestProviders>,
  );
  return { api, user: userEvent.setup() };
}

afterEach(cleanup);

describe('take-survey screen (02 §2 take-survey)', () => {
  it('asks a visitor without a stored student to log in', () => {
    const { api } = renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Satisfaction survey' })).toBeInTheDocument();
    expect(screen.getByText('Please log in to take the survey.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(api.purchaseDetails).not.toHaveBeenCalled();
  });

  it('loads the stored student’s purchases and details, and goes to the dashboard when the survey ends', async () => {
    const { api, user } = renderScreen(42);
    const dialog = await screen.findByRole('dialog', { name: 'Tell us about your experience' });
    expect(api.purchaseDetails).toHaveBeenCalledWith({ student: { studentId: 42 } }, expect.any(AbortSignal));
    expect(api.studentDetails).toHaveBeenCalledWith(42, expect.any(AbortSignal));
    await user.click(within(dialog).getByRole('button', { name: 'Skip' }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  });
});
