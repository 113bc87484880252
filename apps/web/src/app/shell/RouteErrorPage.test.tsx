import { screen } from '@testing-library/react';
import { renderRoutes } from '../../test/renderWithProviders';
import { page } from './lazyPage';
import { RouteErrorPage } from './RouteErrorPage';

describe('a page whose chunk cannot be loaded', () => {
  it('says the app was updated and offers a reload, after one retry', async () => {
    let attempts = 0;
    const gone = () => {
      attempts += 1;
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/Page-old.js'));
    };
    renderRoutes([{ path: '/', errorElement: <RouteErrorPage />, lazy: page(gone, 'Page' as never, []) }]);
    expect(await screen.findByTestId('chunk-error', {}, { timeout: 5000 })).toHaveTextContent('Presently has been updated');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
