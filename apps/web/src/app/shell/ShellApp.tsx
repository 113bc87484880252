import AppContext from 'antd/es/app/context';
import { Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { deferredAppApi, type DialogApi } from './deferredAppApi';
import { lazyPart } from './lazyPage';

const ShellDialogHolders = lazyPart(() => import('./ShellDialogHolders').then((m) => m.ShellDialogHolders), []);

/**
 * antd's `App` for the signed-in pages, lighter: `message` comes from MessageApp (AntdProviders), and
 * `modal` and `notification` (what `App.useApp()` also gives) load their components on the first call
 * (deferredAppApi), so the shell's chunk carries no Modal, rc-dialog, Skeleton or notification list.
 * A chunk that fails even after its retry reaches the route's error page ("Presently has been updated").
 */
export function ShellApp({ children }: { children: ReactNode }) {
  const outer = useContext(AppContext);
  const [wanted, setWanted] = useState(false);
  const ready = useRef<{ api: DialogApi | null; queue: ((api: DialogApi) => void)[] }>({ api: null, queue: [] });
  const deferred = useMemo(
    () =>
      deferredAppApi((run) => {
        const { api, queue } = ready.current;
        if (api) run(api);
        else {
          queue.push(run);
          setWanted(true);
        }
      }),
    [],
  );
  const onReady = useCallback((api: DialogApi) => {
    ready.current.api = api;
    for (const run of ready.current.queue.splice(0)) run(api);
  }, []);
  const value = useMemo(() => ({ ...outer, ...deferred }), [outer, deferred]);
  return (
    <AppContext.Provider value={value}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <ShellDialogHolders onReady={onReady} />
        </Suspense>
      )}
    </AppContext.Provider>
  );
}
