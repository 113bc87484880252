import { act, screen, waitFor, within } from '@testing-library/react';
import { stateFor } from '../../test/builders';
import { fill } from '../../test/fill';
import { buttonByText } from '../../test/queries';
import { renderApp } from '../../test/renderWithProviders';
import { stubApi } from '../../test/stubApi';
import { BOT_CHECK_CHALLENGE_URL, fetchChallenge } from './BotCheck';

const STRONG = 'Str0ng!pass';

/** The inert `<altcha-widget>` of the tests (see test/setup.ts), once the page has put it in. */
async function botCheckWidget(): Promise<HTMLElement> {
  return waitFor(() => {
    const widget = document.querySelector<HTMLElement>('altcha-widget');
    if (!widget) throw new Error('no <altcha-widget> yet');
    return widget;
  });
}

/** Plays what the real widget does when its proof of work is done. */
async function solveBotCheck(payload: string) {
  const widget = await botCheckWidget();
  act(() => {
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verifying' } }));
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }));
  });
  await waitFor(() => expect(screen.getByTestId('bot-check')).toHaveAttribute('data-state', 'verified'));
}

async function fillForm(email: string) {
  await fill(screen.getByLabelText('Company name'), 'Acme d.o.o.');
  await fill(screen.getByLabelText('E-mail'), email);
  await fill(screen.getByLabelText('Password'), STRONG);
  await fill(screen.getByLabelText('Repeat the password'), STRONG);
}

describe('the registration page', () => {
  it('validates every field with the shared password rules before calling the server, and shows the policies', async () => {
    const calls = stubApi({});
    const { user } = renderApp({ route: '/register', preloadedState: stateFor(null) });
    await screen.findByTestId('register-page');
    const widget = await botCheckWidget();
    expect(widget).toHaveAttribute('challengeurl', BOT_CHECK_CHALLENGE_URL);
    expect((widget as unknown as { customfetch: unknown }).customfetch).toBe(fetchChallenge);

    await user.click(buttonByText('Register'));
    for (const text of [
      'Enter the name of your company.',
      'Enter your e-mail address.',
      'New password required.',
      'Repeat password required.',
      'Choose the account type.',
      'Accept the terms and the privacy policy to continue.',
      'Complete the bot check.',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }

    await fill(screen.getByLabelText('Password'), 'weakpass');
    expect(await screen.findByText('The password needs at least one uppercase letter.')).toBeInTheDocument();
    expect(screen.getByText('The password needs at least one number.')).toBeInTheDocument();
    expect(screen.getByText('The password needs at least one symbol.')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.click(buttonByText('Read the privacy policy'));
    expect(await screen.findByText(/servers in Frankfurt, Germany/)).toBeInTheDocument();
  });

  it('registers, shows the server errors and a fresh bot check after a failure, then the check-your-e-mail panel with resend', async () => {
    const calls = stubApi({
      'POST /api/register': (request) =>
        request
          .clone()
          .json()
          .then((body: { email: string }) =>
            body.email === 'taken@example.com'
              ? { status: 422, body: { errors: { email: ['email_taken'] } } }
              : { status: 201, body: { data: { user_id: 7, company_id: 3 } } },
          ),
      'POST /api/email/resend': { body: { data: { ok: true } } },
    });
    const { user } = renderApp({ route: '/register', preloadedState: stateFor(null) });
    const page = await screen.findByTestId('register-page');
    // The page carries the brand, as the login page does.
    expect(within(page).getByTestId('brand-logo')).toHaveTextContent('Presently');

    await fillForm('taken@example.com');
    await user.click(screen.getByLabelText('Account type'));
    await user.click(await screen.findByText('Public institution'));
    await user.click(screen.getByLabelText('I accept the terms and the privacy policy'));
    await solveBotCheck('payload-1');
    await user.click(buttonByText('Register'));

    expect(await screen.findByText('This e-mail address is already taken.')).toBeInTheDocument();
    // The first payload is spent: the widget starts over.
    await waitFor(() => expect(screen.getByTestId('bot-check')).toHaveAttribute('data-state', 'unverified'));

    await fill(screen.getByLabelText('E-mail'), 'owner@example.com');
    await solveBotCheck('payload-2');
    await user.click(buttonByText('Register'));

    const success = await screen.findByTestId('register-success');
    expect(success).toHaveTextContent('Check your e-mail');
    expect(success).toHaveTextContent('We have sent a verification link to owner@example.com.');
    expect(calls.filter((call) => call.path === '/api/register').map((call) => call.body)).toEqual([
      expect.objectContaining({ email: 'taken@example.com', bot_check: 'payload-1' }),
      {
        company_name: 'Acme d.o.o.',
        email: 'owner@example.com',
        password: STRONG,
        password_confirmation: STRONG,
        account_type: 'public_institution',
        terms: true,
        bot_check: 'payload-2',
        lang: 'en',
      },
    ]);

    await user.click(buttonByText('Send the e-mail again', success));
    expect(await screen.findByTestId('resend-sent')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/email/resend')?.body).toEqual({ email: 'owner@example.com' });
  });
});

describe('the bot-check challenge', () => {
  it('hands the widget the bare ALTCHA challenge from the API envelope', async () => {
    const challenge = { algorithm: 'SHA-256', challenge: 'abc', salt: 's', signature: 'sig', maxnumber: 1000 };
    stubApi({ 'GET /api/bot-check/challenge': { body: { data: challenge } } });
    const response = await fetchChallenge(BOT_CHECK_CHALLENGE_URL);
    expect(await response.json()).toEqual(challenge);
  });
});
