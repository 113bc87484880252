import i18n from '../../i18n';
import { catalogue as macedonian } from '../../i18n/mk';
import { render, screen } from '@testing-library/react';
import { createElement, Suspense, type ComponentType } from 'react';
import { ChunkLoadError, lazyPart, loadChunk, page } from './lazyPage';

describe('loading a page chunk', () => {
  it('tries a failed chunk once more and uses the second answer', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValueOnce({ Page: 'page' });
    await expect(loadChunk(load, { retryDelayMs: 1 })).resolves.toEqual({ Page: 'page' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after the retry with a ChunkLoadError', async () => {
    const load = vi.fn().mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    await expect(loadChunk(load, { retryDelayMs: 1 })).rejects.toBeInstanceOf(ChunkLoadError);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('counts a chunk that never arrives within the timeout as failed', async () => {
    const load = vi.fn(() => new Promise<never>(() => undefined));
    await expect(loadChunk(load, { timeoutMs: 5, retryDelayMs: 1 })).rejects.toBeInstanceOf(ChunkLoadError);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('a page route', () => {
  afterEach(() => {
    i18n.addResourceBundle('mk', 'dashboard', macedonian.dashboard, true, true);
    i18n.addResourceBundle('mk', 'account', macedonian.account, true, true);
  });

  it('resolves once its chunk and its catalogues in the current language are there', async () => {
    await i18n.changeLanguage('mk');
    i18n.removeResourceBundle('mk', 'dashboard');
    const Page = () => null;

    const route = await page(() => Promise.resolve({ Page }), 'Page', ['dashboard'])();

    expect(route.Component).toBe(Page);
    expect(i18n.getResourceBundle('mk', 'dashboard')).toEqual(macedonian.dashboard);
  });
});

describe('a part loaded when it is first shown (the account dialogs)', () => {
  afterEach(() => {
    i18n.addResourceBundle('mk', 'account', macedonian.account, true, true);
  });

  it('shows the fallback, then the part once its chunk and its catalogues in the current language are there', async () => {
    await i18n.changeLanguage('mk');
    i18n.removeResourceBundle('mk', 'account');
    let arrive: (component: ComponentType) => void = () => undefined;
    const Part = lazyPart(() => new Promise<ComponentType>((resolve) => (arrive = resolve)), ['account']);
    render(createElement(Suspense, { fallback: createElement('p', null, 'waiting') }, createElement(Part)));

    expect(screen.getByText('waiting')).toBeInTheDocument();
    arrive(() => createElement('p', null, 'the dialog'));
    expect(await screen.findByText('the dialog')).toBeInTheDocument();
    expect(i18n.getResourceBundle('mk', 'account')).toEqual(macedonian.account);
  });
});
