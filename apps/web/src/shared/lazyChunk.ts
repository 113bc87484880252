// Loading a chunk of the app after the first load (issue 14): the spec's 120-second limit, one retry,
// then a ChunkLoadError that the route's error page shows as "Presently has been updated". Pages use
// it through app/shell/lazyPage.ts (`page`); parts of a page loaded later through `lazyPart`.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { currentLanguage, loadNamespaces, type Namespace } from '../i18n';

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

/**
 * A part of the screen that only some visits show, or that a page shows after its first paint (the
 * account dialogs, the calendars' FullCalendar, the dashboard's charts, a form opened by a button):
 * its own chunk, fetched with the catalogues it shows when it first renders, under the same timeout
 * and retry as a page. Render it inside `<Suspense fallback={…}>` (shared/ui/PartLoading for a part
 * of a page); a chunk that still fails is a ChunkLoadError thrown while rendering, which the route's
 * error page turns into "Presently has been updated":
 * `lazyPart(() => import('./SurveyModal').then((m) => m.SurveyModal), ['account'])`.
 * The import must be written out where it is used, so the bundler sees it and splits there.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, namespaces: readonly Namespace[]): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    const [component] = await loadChunk(() => Promise.all([load(), loadNamespaces(namespaces, currentLanguage())]));
    return { default: component };
  });
}
