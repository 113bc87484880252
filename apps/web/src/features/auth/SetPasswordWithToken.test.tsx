import { screen, waitFor, within } from '@testing-library/react';
import { buildUser, stateFor } from '../../test/builders';
import { fill } from '../../test/fill';
import { buttonByText } from '../../test/queries';
import { renderApp } from '../../test/renderWithProviders';
import { stubApi } from '../../test/stubApi';
import { it } from 'vitest';
import { SATURATED_MACHINE_RETRIES } from '../../test/retries';

describe('the invitation link (/?token=)', () => {
  it('sets the first password with the shared rules, then offers the login form with the e-mail filled in', SATURATED_MACHINE_RETRIES, async () => {
    let answers = 0;
    const calls = stubApi({
      'POST /api/password/set-with-token': () =>
        ++answers === 1
          ? { status: 400, body: { error: 'invalid_or_expired_token' } }
          : { body: { data: { ok: true, email: 'new.user@example.com' } } },
    });
    const { user, router } = renderApp({ route: '/?token=tok_123', preloadedState: stateFor(null) });
    const form = await screen.findByTestId('set-password-form');
    expect(within(form).getByText('Set your password')).toBeInTheDocument();

    await fill(within(form).getByLabelText('Password'), 'short');
    await user.click(buttonByText('Set the password', form));
    expect(await within(form).findByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(within(form).getByText('The password needs at least one uppercase letter.')).toBeInTheDocument();
    expect(await within(form).findByText('Repeat password required.')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await fill(within(form).getByLabelText('Password'), 'Start1!pass');
    await fill(within(form).getByLabelText('Repeat the password'), 'Start1!pass');
    await user.click(buttonByText('Set the password', form));
    expect(await within(form).findByTestId('set-password-error')).toHaveTextContent(
      'This link is invalid or has expired. Ask your administrator for a new invitation.',
    );

    await user.click(buttonByText('Set the password', form));
    const notice = await screen.findByTestId('login-notice');
    expect(notice).toHaveTextContent('Your password is set. Log in with your e-mail address and the new password.');
    expect(screen.getByLabelText('E-mail')).toHaveValue('new.user@example.com');
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/password/set-with-token',
      authorization: null,
      body: { token: 'tok_123', password: 'Start1!pass', password_confirmation: 'Start1!pass' },
    });
    // The spent token leaves the address.
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows the form to a signed-in user too (the token keeps them on the login page)', async () => {
    renderApp({ route: '/?token=tok_456', preloadedState: stateFor(buildUser(1)) });
    expect(await screen.findByTestId('set-password-form')).toBeInTheDocument();
  });
});
