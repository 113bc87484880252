import { act, screen, waitFor, within } from '@testing-library/react';
import { stateFor } from '../../test/builders';
import { buttonByText } from '../../test/queries';
import { renderApp } from '../../test/renderWithProviders';
import { fill } from '../../test/fill';
import { stubApi, type StubHandler } from '../../test/stubApi';
import { it } from 'vitest';
import { SATURATED_MACHINE_RETRIES } from '../../test/retries';

const STRONG = 'N3w!passw';

async function requestCode(handlers: Record<string, StubHandler>) {
  const calls = stubApi(handlers);
  const rendered = renderApp({ route: '/', preloadedState: stateFor(null) });
  await screen.findByTestId('login-page');
  await fill(screen.getByLabelText('E-mail'), 'ana@example.com');
  await rendered.user.click(buttonByText('Forgot password?'));
  // The address typed at login is carried over.
  expect(screen.getByLabelText('E-mail')).toHaveValue('ana@example.com');
  await rendered.user.click(buttonByText('Send the code'));
  await screen.findByTestId('reset-password');
  return { ...rendered, calls };
}

describe('forgot password', () => {
  it('counts the code down, says when it expired and restarts the timer with a new code', async () => {
    // Only the clock and the timer's interval are fake: the rest of the page runs as usual.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    try {
      const { user, calls } = await requestCode({ 'POST /api/password/forgot': { body: { data: { ok: true, expires_in: 90 } } } });
      expect(calls[0]).toMatchObject({ path: '/api/password/forgot', body: { email: 'ana@example.com', lang: 'en' } });
      expect(screen.getByTestId('reset-timer')).toHaveTextContent('The code expires in 01:30.');

      act(() => vi.advanceTimersByTime(1000));
      expect(screen.getByTestId('reset-timer')).toHaveTextContent('The code expires in 01:29.');
      act(() => vi.advanceTimersByTime(89_000));
      expect(screen.getByTestId('reset-timer')).toHaveTextContent('The code has expired. Ask for a new one.');
      expect(buttonByText('Reset the password')).toBeDisabled();

      await user.click(buttonByText('Send a new code'));
      await waitFor(() => expect(screen.getByTestId('reset-timer')).toHaveTextContent('The code expires in 01:30.'));
      expect(buttonByText('Reset the password')).toBeEnabled();
      expect(calls.filter((call) => call.path === '/api/password/forgot')).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('checks the new password with the shared rules, resets it and returns to the login form', SATURATED_MACHINE_RETRIES, async () => {
    const { user, calls } = await requestCode({
      'POST /api/password/forgot': { body: { data: { ok: true, expires_in: 900 } } },
      'POST /api/password/reset': (request) =>
        request
          .clone()
          .json()
          .then((body: { code: string }) =>
            body.code === '123456' ? { body: { data: { ok: true } } } : { status: 422, body: { errors: { code: ['invalid_or_expired_reset_code'] } } },
          ),
    });
    expect(screen.getByTestId('reset-timer')).toHaveTextContent('15:00');

    await fill(screen.getByLabelText('Code'), '000000');
    await fill(screen.getByLabelText('New password'), 'short');
    await fill(screen.getByLabelText('Repeat the new password'), 'other');
    await user.click(buttonByText('Reset the password'));
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText('The password needs at least one uppercase letter.')).toBeInTheDocument();
    expect(screen.getByText('The password needs at least one number.')).toBeInTheDocument();
    expect(screen.getByText('The password needs at least one symbol.')).toBeInTheDocument();
    // The confirmation is checked again with the password: query its message afresh.
    await waitFor(() => expect(screen.getByText('The new and repeat password must match.')).toBeInTheDocument());
    expect(calls.some((call) => call.path === '/api/password/reset')).toBe(false);

    await fill(screen.getByLabelText('New password'), STRONG);
    await fill(screen.getByLabelText('Repeat the new password'), STRONG);
    await user.click(buttonByText('Reset the password'));
    expect(await screen.findByText('Invalid or expired reset code.')).toBeInTheDocument();

    await fill(screen.getByLabelText('Code'), '123456');
    await user.click(buttonByText('Reset the password'));
    const notice = await screen.findByTestId('login-notice');
    expect(notice).toHaveTextContent('Your password has been changed. Log in with your new password.');
    expect(within(screen.getByTestId('login-page')).getByLabelText('E-mail')).toHaveValue('ana@example.com');
    expect(calls.find((call) => call.path === '/api/password/reset' && (call.body as { code: string }).code === '123456')?.body).toEqual({
      email: 'ana@example.com',
      code: '123456',
      password: STRONG,
      password_confirmation: STRONG,
    });
  });
});
