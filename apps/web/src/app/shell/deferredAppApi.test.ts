import type { DialogApi } from './deferredAppApi';
import { deferredAppApi } from './deferredAppApi';

/** A fake of antd's modal and notification that records the calls it receives. */
function fakeApi() {
  const calls: string[] = [];
  const handle = (kind: string) => ({
    destroy: () => calls.push(`${kind}.destroy`),
    update: () => calls.push(`${kind}.update`),
    then: <T>(resolve: (confirmed: boolean) => T) => Promise.resolve(resolve(true)),
  });
  const modal = Object.fromEntries(['confirm', 'info', 'success', 'error', 'warning'].map((kind) => [kind, (config: { title: string }) => (calls.push(`${kind}:${config.title}`), handle(kind))]));
  const notification = Object.fromEntries(
    ['open', 'success', 'error', 'info', 'warning', 'destroy'].map((kind) => [kind, (args?: { message?: string }) => calls.push(`notification.${kind}:${args?.message ?? ''}`)]),
  );
  return { api: { modal, notification } as unknown as DialogApi, calls };
}

/** A loader that holds calls until `arrive()`, like ShellApp while the chunk is on its way. */
function lateLoader() {
  const queue: ((api: DialogApi) => void)[] = [];
  let ready: DialogApi | null = null;
  let loads = 0;
  return {
    whenReady: (run: (api: DialogApi) => void) => {
      if (ready) run(ready);
      else {
        loads += 1;
        queue.push(run);
      }
    },
    arrive: (api: DialogApi) => {
      ready = api;
      for (const run of queue.splice(0)) run(api);
    },
    loads: () => loads,
  };
}

describe('the shell’s dialogs and notifications before their chunk has arrived', () => {
  it('opens a confirmation asked for while loading once the components are there, with its settings', () => {
    const loader = lateLoader();
    const { modal } = deferredAppApi(loader.whenReady);
    modal.confirm({ title: 'Delete the holiday?' });
    expect(loader.loads()).toBe(1);
    const { api, calls } = fakeApi();
    expect(calls).toEqual([]);
    loader.arrive(api);
    expect(calls).toEqual(['confirm:Delete the holiday?']);
  });

  it('passes closing and the answer on to the dialog once it is open', async () => {
    const loader = lateLoader();
    const { modal } = deferredAppApi(loader.whenReady);
    const handle = modal.confirm({ title: 'Block the user?' });
    handle.destroy();
    const answer = handle.then((confirmed) => confirmed, () => undefined);
    const { api, calls } = fakeApi();
    loader.arrive(api);
    await expect(answer).resolves.toBe(true);
    expect(calls).toEqual(['confirm:Block the user?', 'confirm.destroy']);
  });

  it('shows notifications in the order asked, and at once when the components are there', () => {
    const loader = lateLoader();
    const { notification } = deferredAppApi(loader.whenReady);
    notification.success({ message: 'Success!' });
    notification.error({ message: 'Failed' });
    const { api, calls } = fakeApi();
    loader.arrive(api);
    notification.info({ message: 'Later' });
    expect(calls).toEqual(['notification.success:Success!', 'notification.error:Failed', 'notification.info:Later']);
  });
});
