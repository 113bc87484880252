import { screen, waitFor, within } from '@testing-library/react';
import { buildUser, stateFor } from '../../test/builders';
import { renderApp } from '../../test/renderWithProviders';
import { stubApi } from '../../test/stubApi';

async function fillAndSubmit(user: ReturnType<typeof renderApp>['user'], email = 'ana@example.com', password = 'S3cret!pass') {
  await user.type(screen.getByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('the login page', () => {
  it('shows e-mail, password, remember me, forgot password and a register link', async () => {
    renderApp({ route: '/', preloadedState: stateFor(null) });
    const page = await screen.findByTestId('login-page');
    expect(within(page).getByLabelText('E-mail')).toBeInTheDocument();
    expect(within(page).getByLabelText('Password')).toBeInTheDocument();
    expect(within(page).getByRole('checkbox', { name: 'Remember me' })).toBeInTheDocument();
    expect(within(page).getByRole('button', { name: 'Forgot password?' })).toBeInTheDocument();
    expect(within(page).getByRole('link', { name: 'Register your company' })).toHaveAttribute('href', '/register');
    expect(document.title).toBe('Presently | Log in');
  });

  it('logs in, stores the session and opens /my-presence', async () => {
    const user4 = buildUser(4);
    const calls = stubApi({
      'POST /api/login': { body: { data: { access_token: 'jwt-abc', user: user4 } } },
      'GET /api/user-info': { body: { data: { user: user4 } } },
    });
    const { user, router, store } = renderApp({ route: '/', preloadedState: stateFor(null) });
    await screen.findByTestId('login-page');

    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await fillAndSubmit(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/my-presence'));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/login',
      body: { email: 'ana@example.com', password: 'S3cret!pass', remember_me: true },
    });
    expect(store.getState().session).toMatchObject({ token: 'jwt-abc', logged: true, user: { id: user4.id } });
    expect(await screen.findByText('Hello, Ana Petrova')).toBeInTheDocument();
  });

  it('asks user-info when the login answer carries no user, then goes home', async () => {
    const calls = stubApi({
      'POST /api/login': { body: { data: { access_token: 'jwt-1', refresh_token: 'refresh-1', expires_in: 900 } } },
      'GET /api/user-info': { body: { data: { user: buildUser(2) } } },
    });
    const { user, router, store } = renderApp({ route: '/', preloadedState: stateFor(null) });
    await screen.findByTestId('login-page');
    await fillAndSubmit(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls.find((call) => call.path === '/api/user-info')?.authorization).toBe('Bearer jwt-1');
    expect(store.getState().session).toMatchObject({ token: 'jwt-1', refreshToken: 'refresh-1', logged: true });
  });

  it('opens the privacy policy when the terms are not accepted yet', async () => {
    stubApi({ 'POST /api/login': { body: { data: { access_token: 'jwt', user: buildUser(4, { terms_conds: 0 }) } } } });
    const { user, router } = renderApp({ route: '/', preloadedState: stateFor(null) });
    await screen.findByTestId('login-page');
    await fillAndSubmit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/privacy-policy'));
    expect(await screen.findByTestId('accept-terms')).toBeInTheDocument();
  });

  it('shows the translated server error and stays on the page', async () => {
    stubApi({ 'POST /api/login': { status: 401, body: { error: 'invalid_credentials' } } });
    const { user, router, store } = renderApp({ route: '/', preloadedState: stateFor(null) });
    await screen.findByTestId('login-page');
    await fillAndSubmit(user);

    expect(await screen.findByTestId('login-error')).toHaveTextContent('Invalid credentials.');
    expect(router.state.location.pathname).toBe('/');
    expect(store.getState().session.logged).toBe(false);
  });

  it('joins several validation messages', async () => {
    stubApi({
      'POST /api/login': { status: 422, body: { errors: { email: ['email_not_verified'], password: ['password_expired'] } } },
    });
    const { user } = renderApp({ route: '/', preloadedState: stateFor(null) });
    await screen.findByTestId('login-page');
    await fillAndSubmit(user);
    const alert = await screen.findByTestId('login-error');
    expect(alert).toHaveTextContent('Your e-mail address is not verified yet.');
    expect(alert).toHaveTextContent('Your password has expired. Please change it.');
  });

  it('shows the generic message when the server cannot be reached', async () => {
    // The default fetch stub of the test setup rejects, as a network failure does.
    const { user } = renderApp({ route: '/', preloadedState: stateFor(null) });
    await screen.findByTestId('login-page');
    await fillAndSubmit(user);
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Something went wrong. Try again later.');
  });

  it('shows the error in the chosen language', async () => {
    stubApi({ 'POST /api/login': { status: 403, body: { error: 'user_blocked' } } });
    const { user } = renderApp({ route: '/', preloadedState: stateFor(null, 'bg') });
    await screen.findByTestId('login-page');
    await user.type(screen.getByLabelText('Имейл'), 'ana@example.com');
    await user.type(screen.getByLabelText('Парола'), 'S3cret!pass');
    await user.click(screen.getByRole('button', { name: 'Вход' }));
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Потребителят е блокиран.');
  });

  it('ties each message to its field, shows or hides the password and announces the form error', async () => {
    stubApi({ 'POST /api/login': { status: 401, body: { error: 'invalid_credentials' } } });
    const { user } = renderApp({ route: '/', preloadedState: stateFor(null) });
    await screen.findByTestId('login-page');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    const email = screen.getByLabelText('E-mail');
    const password = screen.getByLabelText('Password');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter your e-mail address.');
    expect(password).toHaveAccessibleDescription('Enter your password.');

    expect(password).toHaveAttribute('type', 'password');
    const eye = screen.getByRole('button', { name: 'Show password' });
    await user.click(eye);
    expect(eye).toHaveAttribute('aria-pressed', 'true');
    expect(password).toHaveAttribute('type', 'text');
    await user.click(eye);
    expect(password).toHaveAttribute('type', 'password');

    await user.type(email, 'ana@example.com');
    await user.type(password, 'S3cret!pass');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(email).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials.');
  });

  it('checks an address when its field is left, and leaves untouched fields alone', async () => {
    const { user } = renderApp({ route: '/', preloadedState: stateFor(null) });
    await screen.findByTestId('login-page');
    await user.type(screen.getByLabelText('E-mail'), 'ana@');
    await user.tab();
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.queryByText('Enter your password.')).not.toBeInTheDocument();
  });

  it('validates the form before calling the server', async () => {
    const calls = stubApi({});
    const { user } = renderApp({ route: '/', preloadedState: stateFor(null) });
    await screen.findByTestId('login-page');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter your e-mail address.')).toBeInTheDocument();
    expect(await screen.findByText('Enter your password.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'x'.repeat(31));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(await screen.findByText('The password can have at most 30 characters.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('asks for the e-mailed code when two-factor is required, and can resend it', async () => {
    const calls = stubApi({
      'POST /api/login': { body: { data: { two_factor_required: true, challenge_id: 'ch-1' } } },
      'POST /api/login/two-factor/resend': { body: { data: true } },
      'POST /api/login/two-factor': (request) =>
        request.headers.get('content-type')?.includes('json')
          ? { body: { data: { access_token: 'jwt-2fa', user: buildUser(6) } } }
          : { status: 400, body: { error: 'malformed_body' } },
    });
    const { user, router, store } = renderApp({ route: '/', preloadedState: stateFor(null) });
    await screen.findByTestId('login-page');
    await fillAndSubmit(user);

    expect(await screen.findByText('Two-factor verification')).toBeInTheDocument();
    expect(store.getState().session.logged).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('A new code has been sent.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/login/two-factor/resend')?.body).toEqual({ challenge_id: 'ch-1' });

    await user.type(screen.getByLabelText('Code'), ' 123456 ');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-presence'));
    expect(calls.find((c) => c.path === '/api/login/two-factor')?.body).toEqual({ challenge_id: 'ch-1', code: '123456' });
    expect(store.getState().session.token).toBe('jwt-2fa');
  });

  it('shows a wrong two-factor code as an error', async () => {
    stubApi({
      'POST /api/login': { body: { data: { two_factor_required: true, challenge_id: 'ch-1' } } },
      'POST /api/login/two-factor': { status: 422, body: { errors: { code: ['invalid_or_expired_2fa_code'] } } },
    });
    const { user } = renderApp({ route: '/', preloadedState: stateFor(null) });
    await screen.findByTestId('login-page');
    await fillAndSubmit(user);
    await user.type(await screen.findByLabelText('Code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid or expired two-factor code.')).toBeInTheDocument();
  });

  it('opens the forgot-password panel and comes back', async () => {
    const { user } = renderApp({ route: '/', preloadedState: stateFor(null) });
    await screen.findByTestId('login-page');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByTestId('forgot-password')).toHaveTextContent('Reset your password');
    await user.click(screen.getByRole('button', { name: 'Back to log in' }));
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
  });
});
