import { screen, within } from '@testing-library/react';
import { stateFor } from '../../test/builders';
import { fill } from '../../test/fill';
import { buttonByText } from '../../test/queries';
import { renderApp } from '../../test/renderWithProviders';
import { stubApi, type StubResponse } from '../../test/stubApi';

const LINK = '/email/verify/7/f00dcafe?expires=1893456000&signature=abc123';
const VERIFY_CALL = '/api/email/verify/7/f00dcafe?expires=1893456000&signature=abc123';

function openLink(answer: StubResponse, language: 'gb' | 'mk' = 'gb') {
  const calls = stubApi({ 'GET /api/email/verify/7/f00dcafe': answer, 'POST /api/email/resend': { body: { data: { ok: true } } } });
  return { ...renderApp({ route: LINK, preloadedState: stateFor(null, language) }), calls };
}

describe('the e-mail verification page', () => {
  it.each([
    ['verified', { body: { data: { status: 'verified' } } }, 'Your e-mail address is verified'],
    ['already_verified', { body: { data: { status: 'already_verified' } } }, 'Already verified'],
  ] as const)('says %s and leads to the login page', async (outcome, answer, heading) => {
    const { calls } = openLink(answer);
    const page = await screen.findByTestId('verify-email-page');
    expect(await within(page).findByText(heading)).toBeInTheDocument();
    expect(page).toHaveAttribute('data-outcome', outcome);
    expect(within(page).getByTestId('verify-login-link')).toHaveAttribute('href', '/');
    expect(screen.queryByTestId('resend-verification')).not.toBeInTheDocument();
    // The link's whole query (expires and signature) goes to the server as it came.
    expect(calls.filter((call) => call.path.startsWith('/api/email/verify'))).toEqual([expect.objectContaining({ method: 'GET', path: VERIFY_CALL })]);
  });

  it.each([
    ['invalid', { status: 403, body: { error: 'verification_link_invalid' } }, 'This link is not valid'],
    ['expired', { status: 410, body: { error: 'verification_link_expired' } }, 'This link has expired'],
  ] as const)('says the link is %s and sends a new one to the e-mail address given', async (outcome, answer, heading) => {
    const { user, calls } = openLink(answer);
    const page = await screen.findByTestId('verify-email-page');
    expect(await within(page).findByText(heading)).toBeInTheDocument();
    expect(page).toHaveAttribute('data-outcome', outcome);
    expect(within(page).getByTestId('verify-login-link')).toHaveAttribute('href', '/');

    await fill(within(page).getByLabelText('E-mail'), 'owner@example.com');
    await user.click(buttonByText('Send the e-mail again', page));
    expect(await screen.findByTestId('resend-sent')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/email/resend')?.body).toEqual({ email: 'owner@example.com' });
  });

  it('speaks the chosen language', async () => {
    openLink({ status: 410, body: { error: 'verification_link_expired' } }, 'mk');
    expect(await screen.findByText('Оваа врска истече')).toBeInTheDocument();
  });
});
