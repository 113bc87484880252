import type { ComponentType } from 'react';
import { currentLanguage, loadNamespaces, type Namespace } from '../../i18n';
import { loadChunk } from '../../shared/lazyChunk';

// The chunk helpers live in shared/ so that a feature can load a part of its page later (lazyPart).
export { CHUNK_RETRY_DELAY_MS, CHUNK_TIMEOUT_MS, ChunkLoadError, isChunkLoadError, lazyPart, loadChunk, type ChunkOptions } from '../../shared/lazyChunk';

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
