import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import type { SessionUser } from '../../app/session';
import { buildUser, stateFor } from '../../test/builders';
import { fill } from '../../test/fill';
import { buttonByText, queryButtonByText } from '../../test/queries';
import { renderApp, renderWithProviders } from '../../test/renderWithProviders';
import { stubApi } from '../../test/stubApi';
import { accountModalFor } from './accountModals';
import { SurveyModal } from './SurveyModal';
import { PASSWORD_NOTICE_MS } from './usePasswordSuccessNotice';
import { it } from 'vitest';
import { SATURATED_MACHINE_RETRIES } from '../../test/retries';

const STRONG = 'N3w!passw';

describe('which account dialog is shown (spec section 4)', () => {
  const user = (overrides: Partial<SessionUser>) => buildUser(4, { survey: 1, ...overrides });

  it('shows the forced new password first, then the expired password, never on / or /privacy-policy', () => {
    const both = user({ change_password_required: true, password_expired: true });
    expect(accountModalFor(both, '/my-presence', false)).toBe('firstPassword');
    expect(accountModalFor(user({ password_expired: 1 }), '/my-profile', false)).toBe('expiredPassword');
    for (const path of ['/', '/privacy-policy']) {
      expect(accountModalFor(both, path, false)).toBeNull();
      expect(accountModalFor(user({ password_expired: true }), path, false)).toBeNull();
    }
  });

  it('shows the survey only with a valid password, no password dialog, terms accepted and survey 0', () => {
    expect(accountModalFor(user({ survey: 0 }), '/my-presence', false)).toBe('survey');
    expect(accountModalFor(user({ survey: 0 }), '/privacy-policy', false)).toBe('survey');
    expect(accountModalFor(user({ survey: 1 }), '/my-presence', false)).toBeNull();
    expect(accountModalFor(user({ survey: 0, terms_conds: 0 }), '/privacy-policy', false)).toBeNull();
    expect(accountModalFor(user({ survey: 0, password_expired: true }), '/privacy-policy', false)).toBeNull();
    expect(accountModalFor(user({ survey: 0, change_password_required: true }), '/privacy-policy', false)).toBeNull();
    expect(accountModalFor(user({ survey: 0 }), '/my-presence', true)).toBeNull();
    expect(accountModalFor(null, '/my-presence', false)).toBeNull();
  });
});

describe('the password dialogs', () => {
  it('forces a new password after a password someone else set, then confirms for 3 seconds', SATURATED_MACHINE_RETRIES, async () => {
    const calls = stubApi({ 'POST /api/first-password-change': { body: { data: { ok: true } } } });
    const { user, store } = renderApp({ route: '/my-presence', preloadedState: stateFor(buildUser(4, { change_password_required: true })) });
    const dialog = (await screen.findByTestId('first-password-modal')).closest<HTMLElement>('[role="dialog"]')!;
    expect(within(dialog).getByText('Set a new password')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Close', { selector: 'button' })).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Current password')).not.toBeInTheDocument();

    await fill(within(dialog).getByLabelText('New password'), STRONG);
    await fill(within(dialog).getByLabelText('Repeat the new password'), 'Other!pass1');
    await user.click(buttonByText('Save the new password', dialog));
    // antd may re-render the dialog while it validates: look the message and the dialog up again.
    expect(await screen.findByText('The new and repeat password must match.')).toBeInTheDocument();
    const again = screen.getByTestId('first-password-modal').closest<HTMLElement>('[role="dialog"]')!;

    await fill(within(again).getByLabelText('Repeat the new password'), STRONG);
    await user.click(buttonByText('Save the new password', again));
    const notice = await screen.findByTestId('password-success');
    expect(notice).toHaveTextContent('Success!');
    expect(notice).toHaveTextContent('Password updated successfully!');
    expect(PASSWORD_NOTICE_MS).toBe(3000);
    await waitFor(() => expect(screen.queryByTestId('first-password-modal')).not.toBeInTheDocument());
    expect(calls.find((call) => call.path === '/api/first-password-change')?.body).toEqual({ password: STRONG, password_confirmation: STRONG });
    expect(store.getState().session.user).toMatchObject({ change_password_required: false });
  });

  it('asks for the current password and shows the rules when the password has expired', async () => {
    const calls = stubApi({
      'POST /api/password/expired-change': (request) =>
        request
          .clone()
          .json()
          .then((body: { old_password: string }) =>
            body.old_password === 'Old!pass1' ? { body: { data: { ok: true } } } : { status: 422, body: { errors: { old_password: ['wrong_old_password'] } } },
          ),
    });
    const { user } = renderApp({ route: '/my-profile', preloadedState: stateFor(buildUser(3, { password_expired: true })) });
    const dialog = (await screen.findByTestId('expired-password-modal')).closest<HTMLElement>('[role="dialog"]')!;
    expect(within(dialog).getByText('Your password has expired')).toBeInTheDocument();
    expect(within(dialog).getByTestId('password-rules')).toHaveTextContent(
      'The password must have 8 to 30 characters, with at least one uppercase letter, one lowercase letter, one number and one symbol (@#$%^&*()!).',
    );

    await fill(within(dialog).getByLabelText('Current password'), 'Wrong!pass1');
    await fill(within(dialog).getByLabelText('New password'), STRONG);
    await fill(within(dialog).getByLabelText('Repeat the new password'), STRONG);
    await user.click(buttonByText('Save the new password', dialog));
    expect(await within(dialog).findByText('The old password is wrong.')).toBeInTheDocument();

    await fill(within(dialog).getByLabelText('Current password'), 'Old!pass1');
    await user.click(buttonByText('Save the new password', dialog));
    expect(await screen.findByTestId('password-success')).toHaveTextContent('Password updated successfully!');
    await waitFor(() => expect(screen.queryByTestId('expired-password-modal')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.path === '/api/password/expired-change').at(-1)?.body).toEqual({
      old_password: 'Old!pass1',
      password: STRONG,
      password_confirmation: STRONG,
    });
  });
});

describe('the survey', () => {
  const nextButton = () => buttonByText('Next');
  const textbox = (survey: HTMLElement) => survey.querySelector('textarea');

  it('asks nine questions one at a time, submits on the last and thanks; a failure is silent', async () => {
    let attempts = 0;
    const calls = stubApi({
      'POST /api/submit-survey': () => (++attempts === 1 ? { status: 500, body: { error: 'server_error' } } : { body: { data: { ok: true } } }),
    });
    const { user, store } = renderApp({ route: '/my-presence', preloadedState: stateFor(buildUser(6, { id: 42, survey: 0 })) });
    const survey = await screen.findByTestId('survey');

    for (let question = 1; question <= 5; question += 1) {
      await waitFor(() => expect(survey).toHaveAttribute('data-step', String(question)));
      expect(nextButton()).toBeDisabled();
      const answer = textbox(survey)!;
      expect(answer).toHaveAttribute('maxlength', '250');
      await fill(answer, '   ');
      expect(nextButton()).toBeDisabled();
      await fill(answer, `Answer ${question}`);
      await waitFor(() => expect(nextButton()).toBeEnabled());
      await user.click(nextButton());
    }
    for (let question = 6; question <= 9; question += 1) {
      await waitFor(() => expect(survey).toHaveAttribute('data-step', String(question)));
      expect(textbox(survey)).toBeNull();
      await user.click(within(survey).getByLabelText(question % 2 === 0 ? 'Yes' : 'No'));
      if (question < 9) {
        await waitFor(() => expect(nextButton()).toBeEnabled());
        await user.click(nextButton());
      }
    }
    expect(queryButtonByText('Next')).not.toBeInTheDocument();

    await user.click(buttonByText('Submit'));
    await waitFor(() => expect(attempts).toBe(1));
    // Silent: no message, the dialog stays with its answers, and Submit is ready again once the call is over.
    await waitFor(() => expect(buttonByText('Submit')).not.toHaveClass('ant-btn-loading'));
    expect(screen.getByTestId('survey')).toHaveAttribute('data-step', '9');
    expect(screen.queryByText('A server error occurred. Try again later.')).not.toBeInTheDocument();

    await user.click(buttonByText('Submit'));
    expect(await screen.findByText('Thank you for your answers!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('survey')).not.toBeInTheDocument());
    expect(store.getState().session.user?.survey).toBe(1);
    expect(calls.filter((call) => call.path === '/api/submit-survey').at(-1)?.body).toEqual({
      user_id: 42,
      role_id: 6,
      first_answer: 'Answer 1',
      second_answer: 'Answer 2',
      third_answer: 'Answer 3',
      fourth_answer: 'Answer 4',
      fifth_answer: 'Answer 5',
      sixth_answer: 'yes',
      seventh_answer: 'no',
      eighth_answer: 'yes',
      ninth_answer: 'no',
    });
  });

  it('throws the answers away when closed', async () => {
    function Harness() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            reopen
          </button>
          <SurveyModal open={open} user={buildUser(4, { survey: 0 })} onClose={() => setOpen(false)} />
        </>
      );
    }
    const { user } = renderWithProviders(<Harness />, { preloadedState: stateFor(buildUser(4, { survey: 0 })) });
    const survey = await screen.findByTestId('survey');
    await fill(textbox(survey)!, 'Something');
    await user.click(nextButton());
    await waitFor(() => expect(survey).toHaveAttribute('data-step', '2'));

    await user.click(screen.getByLabelText('Close', { selector: 'button' }));
    await waitFor(() => expect(screen.queryByTestId('survey')).not.toBeInTheDocument());
    await user.click(buttonByText('reopen'));
    const reopened = await screen.findByTestId('survey');
    expect(reopened).toHaveAttribute('data-step', '1');
    expect(textbox(reopened)).toHaveValue('');
    expect(nextButton()).toBeDisabled();
  });
});
