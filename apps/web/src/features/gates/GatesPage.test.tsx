import type { Device, RegisteredDevice } from '@presently/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { buildUser, stateFor } from '../../test/builders';
import { fill } from '../../test/fill';
import { buttonByText } from '../../test/queries';
import { renderApp } from '../../test/renderWithProviders';
import { stubApi } from '../../test/stubApi';

const KEY = 'pdk_9f8e7d6c5b4a39281706f5e4d3c2b1a0';
const DEVICE: Device = { id: 11, gate_id: 3, name: 'Door tablet', key_hint: 'b1a0', revoked: false, created_at: '2026-03-05T07:04:00Z' };

describe('gates and devices', () => {
  it('shows a new device key once, with a copy button and a warning, then only its hint', async () => {
    const devices: Device[] = [];
    const calls = stubApi({
      'GET /api/gates': { body: { data: [{ id: 3, name: 'Main entrance', active: true, device_count: 0 }] } },
      'GET /api/gates/3/devices': () => ({ body: { data: devices } }),
      'POST /api/gates/3/devices': () => {
        devices.push(DEVICE);
        return { status: 201, body: { data: { ...DEVICE, device_key: KEY } satisfies RegisteredDevice } };
      },
    });
    const { user } = renderApp({ route: '/gates', preloadedState: stateFor(buildUser(7, { company: { name: 'Acme', timezone: 'UTC' } })) });
    const row = (await screen.findByText('Main entrance')).closest('tr')!;
    await user.click(buttonByText('Devices', row));

    const form = await screen.findByTestId('register-device-form');
    await fill(within(form).getByLabelText('Device name'), 'Door tablet');
    await user.click(buttonByText('Register device', form));

    const dialog = await screen.findByTestId('device-key-dialog');
    expect(within(dialog).getByTestId('device-key')).toHaveValue(KEY);
    expect(dialog).toHaveTextContent('This key is shown only once.');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Door tablet' });
    await user.click(buttonByText('Copy', dialog));
    expect(await navigator.clipboard.readText()).toBe(KEY);

    await user.click(buttonByText('I have copied the key'));
    await waitFor(() => expect(screen.queryByTestId('device-key-dialog')).not.toBeInTheDocument());
    const drawer = screen.getByTestId('register-device-form').closest('.ant-drawer-content')! as HTMLElement;
    const deviceRow = (await within(drawer).findByText('Door tablet', { selector: 'td' })).closest('tr')!;
    expect(deviceRow).toHaveTextContent('…b1a0');
    expect(deviceRow).toHaveTextContent('05-Mar-2026 07:04');
    expect(document.body.innerHTML).not.toContain(KEY);
  });
});
