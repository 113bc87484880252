import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { currentLanguage, loadNamespaces, type Namespace } from '../../i18n';

/** The spec's limit for a lazily loaded chunk (section 9: 120 seconds). */
export const CHUNK_TIMEOUT_MS = 120_000;
/** A failed chunk is asked for once more after this pause (a flaky connection, a gateway restarting). */
export const CHUNK_RETRY_DELAY_MS = 1_000;

/**
 * A page's chunk could not be loaded, even after a retry: most often a new version was deployed and
 * the old chunk names are gone. The route's error page offers a reload (RouteErrorPage).
 */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('a page of the app could not be loaded', { cause });
    this.name = 'ChunkLoadError';
  }
}

export const isChunkLoadError = (error: unknown): error is ChunkLoadError => error instanceof ChunkLoadError;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`chunk not loaded within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export interface ChunkOptions {
  timeoutMs?: number;
  retryDelayMs?: number;
}

/** Loads a chunk with the spec's timeout, tries once more after a pause, then fails as a ChunkLoadError. */
export async function loadChunk<T>(load: () => Promise<T>, options: ChunkOptions = {}): Promise<T> {
  const { timeoutMs = CHUNK_TIMEOUT_MS, retryDelayMs = CHUNK_RETRY_DELAY_MS } = options;
  try {
    return await withTimeout(load(), timeoutMs);
  } catch {
    await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
    try {
      return await withTimeout(load(), timeoutMs);
    } catch (error) {
      throw new ChunkLoadError(error);
    }
  }
}

/** What a route's `lazy` gives react-router: the page component. */
export type LazyPage = () => Promise<{ Component: ComponentType }>;

/**
 * A page loaded on its first visit, in its own chunk, together with the translation catalogues it
 * shows (in the current language; each a chunk, fetched once) beyond those already there (the login
 * page's, from the start, and inside the shell the shell's): router.tsx takes them from
 * i18n/page-namespaces.json, which the bundle budget reads too:
 * `page(() => import('../features/presence/MyPresencePage'), 'MyPresencePage', ['admin', 'absences'])`.
 * The import must be written out where it is used, so the bundler sees it and splits there.
 */
export function page<M, K extends keyof M>(load: () => Promise<M>, name: K, namespaces: readonly Namespace[]): LazyPage {
  return async () => {
    const [module] = await loadChunk(() => Promise.all([load(), loadNamespaces(namespaces, currentLanguage())]));
    return { Component: module[name] as ComponentType };
  };
}

/**
 * A part of the screen that only some visits show (the account dialogs): its own chunk, fetched with
 * the catalogues it shows when it first renders, under the same timeout and retry as a page. Render it
 * inside `<Suspense fallback={…}>`; a chunk that still fails is a ChunkLoadError thrown while rendering,
 * which the route's error page turns into "Presently has been updated":
 * `lazyPart(() => import('./SurveyModal').then((m) => m.SurveyModal), ['account'])`.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, namespaces: readonly Namespace[]): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    const [component] = await loadChunk(() => Promise.all([load(), loadNamespaces(namespaces, currentLanguage())]));
    return { default: component };
  });
}
