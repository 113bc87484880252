import type { Profile } from '@presently/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { avatarProblem } from '../../shared/ui/ImageUpload';
import { buildUser, stateFor } from '../../test/builders';
import { fill } from '../../test/fill';
import { buttonByText } from '../../test/queries';
import { renderApp } from '../../test/renderWithProviders';
import { stubApi, type StubHandler } from '../../test/stubApi';

const PROFILE: Profile = {
  id: 104,
  email: 'ana@example.com',
  full_name: 'Ana Petrova',
  full_name_in_documents: 'Ana Petrova Ilieva',
  job_position: 'Accountant',
  job_position_in_documents: null,
  birthday: '1990-03-14',
  phone: '+389 70 123 456',
  nationality_id: 2,
  religion_id: 1,
  country_code: 'MK',
  employment_start_date: '2021-09-01T00:00:00Z',
  employment_end_date: null,
  department: { id: 1, name: 'Finance', is_default: false },
  team: { id: 3, name: 'Payroll', kind: 'regular' },
  role: { id: 4, name: 'teammember' },
  user_color: '#2786fb',
  avatar_url: null,
};

function openProfile(extra: Record<string, StubHandler> = {}, language: 'gb' | 'mk' | 'bg' = 'gb') {
  const calls = stubApi({
    'GET /api/profile': { body: { data: PROFILE } },
    'GET /api/profile-religions': { body: { data: [{ id: 1, name: 'Orthodox Christian', builtin_key: null }] } },
    'GET /api/profile-nationalities': { body: { data: [{ id: 2, name: 'Macedonian', builtin_key: 'macedonian' }] } },
    'GET /api/profile-countries': { body: { data: [{ code: 'MK', name: 'North Macedonia' }] } },
    ...extra,
  });
  return { ...renderApp({ route: '/my-profile', preloadedState: stateFor(buildUser(4), language), userOptions: { applyAccept: false } }), calls };
}

describe('my profile', () => {
  it('shows the profile with the names of nationality, religion and country, and dates as dd-Mon-yyyy', async () => {
    openProfile();
    const details = await screen.findByTestId('profile-details');
    await waitFor(() => expect(details).toHaveTextContent('North Macedonia'));
    for (const text of ['Ana Petrova Ilieva', 'Accountant', 'Finance', 'Payroll', 'Team Member', 'Macedonian', 'Orthodox Christian', '14-Mar-1990', '01-Sep-2021', '+389 70 123 456']) {
      expect(details).toHaveTextContent(text);
    }
    // The colour as a swatch, its code only as its accessible name.
    expect(within(details).getByRole('img', { name: '#2786fb' })).toHaveStyle({ backgroundColor: '#2786fb' });
    expect(details).not.toHaveTextContent('#2786fb');
  });

  it('names built-in entries in the reader’s language (Bulgarian here), and what an administrator typed as typed', async () => {
    openProfile(
      {
        'GET /api/profile': {
          body: { data: { ...PROFILE, department: { id: 1, name: 'Default', is_default: true }, team: { id: 5, name: 'Deactivated', kind: 'deactivated' } } },
        },
      },
      'bg',
    );
    const details = await screen.findByTestId('profile-details');
    // The seeded nationality by its key; the religion an administrator typed stays in English.
    await waitFor(() => expect(details).toHaveTextContent('Македонска'));
    expect(details).not.toHaveTextContent('Macedonian');
    expect(details).toHaveTextContent('Orthodox Christian');
    expect(details).toHaveTextContent('Основен');
    expect(details).toHaveTextContent('Деактивирани');
    expect(details).not.toHaveTextContent('Default');
  });

  it('changes the password with the spec messages and the success notice', async () => {
    const { user, calls } = openProfile({
      'POST /api/profile/updateUserPassword': (request) =>
        request
          .clone()
          .json()
          .then((body: { old_password: string }) =>
            body.old_password === 'Old!pass1' ? { body: { data: { ok: true } } } : { status: 422, body: { errors: { old_password: ['wrong_old_password'] } } },
          ),
    });
    const form = await screen.findByTestId('profile-password-form');
    await user.click(buttonByText('Change password', form));
    for (const text of ['Old password required.', 'New password required.', 'Repeat password required.']) {
      expect(await within(form).findByText(text)).toBeInTheDocument();
    }

    await fill(within(form).getByLabelText('Current password'), 'Old!pass1');
    await fill(within(form).getByLabelText('New password'), 'Old!pass1');
    expect(await within(form).findByText('The old and new password must be different.')).toBeInTheDocument();

    await fill(within(form).getByLabelText('Current password'), 'Wrong!pass1');
    await fill(within(form).getByLabelText('New password'), 'N3w!passw');
    await fill(within(form).getByLabelText('Repeat the new password'), 'N3w!passw');
    await user.click(buttonByText('Change password', form));
    expect(await within(form).findByText('The old password is wrong.')).toBeInTheDocument();

    await fill(within(form).getByLabelText('Current password'), 'Old!pass1');
    await user.click(buttonByText('Change password', form));
    expect(await screen.findByTestId('password-success')).toHaveTextContent('Success!');
    expect(calls.filter((call) => call.path === '/api/profile/updateUserPassword').at(-1)?.body).toEqual({
      old_password: 'Old!pass1',
      password: 'N3w!passw',
      password_confirmation: 'N3w!passw',
    });
  });

  it('checks the avatar before uploading it, uploads it as `avatar` and shows the server error keys', async () => {
    let uploads = 0;
    const append = vi.spyOn(FormData.prototype, 'append');
    const { user, calls, store } = openProfile({
      'POST /api/avatar/upload': () =>
        ++uploads === 1 ? { status: 422, body: { errors: { avatar: ['file_must_be_image'] } } } : { body: { data: { avatar_url: '/api/users/104/avatar' } } },
      'GET /api/users/104/avatar': { body: 'image-bytes' },
    });
    const section = await screen.findByTestId('avatar-section');
    // The upload control renders a new file input after each file.
    const input = () => section.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input()).toHaveAttribute('accept', '.jpg,.jpeg,.png,image/jpeg,image/png');

    await user.upload(input(), new File(['gif'], 'cat.gif', { type: 'image/gif' }));
    expect(await within(section).findByTestId('avatar-error')).toHaveTextContent('The file must be an image.');
    await user.upload(input(), new File([new Uint8Array(1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    await waitFor(() => expect(within(section).getByTestId('avatar-error')).toHaveTextContent('The file size must not exceed 1MB.'));
    expect(calls.some((call) => call.path === '/api/avatar/upload')).toBe(false);

    await user.upload(input(), new File(['png'], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(within(section).getByTestId('avatar-error')).toHaveTextContent('The file must be an image.'));
    expect(uploads).toBe(1);

    const photo = new File(['png'], 'me.png', { type: 'image/png' });
    await user.upload(input(), photo);
    await waitFor(() => expect(store.getState().session.avatar).toBe('/api/users/104/avatar'));
    expect(append).toHaveBeenCalledWith('avatar', photo);
    // The picture needs the session: it is fetched with the bearer token, not linked.
    const image = await within(section).findByTestId('avatar-image');
    await waitFor(() => expect(image.querySelector('img')?.getAttribute('src')).toMatch(/^data:/));
    expect(calls.find((call) => call.path === '/api/users/104/avatar')?.authorization).toBe('Bearer test-token');
    expect(within(section).queryByTestId('avatar-error')).not.toBeInTheDocument();
  });
});

describe('avatarProblem', () => {
  it('accepts JPEG, JPG and PNG of at most 1 MB', () => {
    expect(avatarProblem({ name: 'a.jpg', type: 'image/jpeg', size: 1024 * 1024 })).toBeNull();
    expect(avatarProblem({ name: 'a.JPEG', type: '', size: 10 })).toBeNull();
    expect(avatarProblem({ name: 'a.png', type: 'image/png', size: 10 })).toBeNull();
    expect(avatarProblem({ name: 'a.webp', type: 'image/webp', size: 10 })).toBe('file_must_be_image');
    expect(avatarProblem({ name: 'a.png', type: 'image/png', size: 1024 * 1024 + 1 })).toBe('file_too_large_1mb');
  });
});
