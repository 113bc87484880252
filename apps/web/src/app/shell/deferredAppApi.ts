import type { useAppProps } from 'antd/es/app/context';
import type { ModalFuncProps } from 'antd';

/** What antd's `App` gives beside `message`: confirmation dialogs and notifications. */
export type DialogApi = Pick<useAppProps, 'modal' | 'notification'>;

/** Runs a call on the real API: at once when it is there, else once its chunk has arrived. */
export type WhenReady = (run: (api: DialogApi) => void) => void;

type ModalHandle = ReturnType<DialogApi['modal']['confirm']>;
type ModalKind = keyof DialogApi['modal'];
type NotificationKind = Exclude<keyof DialogApi['notification'], 'destroy'>;

const MODAL_KINDS: readonly ModalKind[] = ['confirm', 'info', 'success', 'error', 'warning'];
const NOTIFICATION_KINDS: readonly NotificationKind[] = ['open', 'success', 'error', 'info', 'warning'];

/**
 * antd's `modal` and `notification` with the same calls, whose components (Modal, rc-dialog, the
 * notification list, ~15 KB gzip) arrive on the first call instead of with the shell (issue 14: few
 * visits confirm anything). A call made before they are there is run when they are; the handle a
 * dialog call returns forwards `destroy`, `update` and `then` to the dialog once it is open.
 */
export function deferredAppApi(whenReady: WhenReady): DialogApi {
  const openModal =
    (kind: ModalKind) =>
    (config: ModalFuncProps): ModalHandle => {
      // Boxed: antd's handle is itself thenable (it resolves to the answer), so a promise resolved
      // with it would wait for the answer instead of handing over the handle.
      const opened = new Promise<{ handle: ModalHandle }>((resolve) => whenReady((api) => resolve({ handle: api.modal[kind](config) })));
      return {
        destroy: () => void opened.then(({ handle }) => handle.destroy()),
        update: (update) => void opened.then(({ handle }) => handle.update(update)),
        then: (resolve, reject) => opened.then(({ handle }) => handle.then(resolve, reject)),
      };
    };
  const modal = Object.fromEntries(MODAL_KINDS.map((kind) => [kind, openModal(kind)])) as DialogApi['modal'];
  const notification = {
    ...Object.fromEntries(
      NOTIFICATION_KINDS.map((kind) => [kind, (args: Parameters<DialogApi['notification'][NotificationKind]>[0]) => whenReady((api) => api.notification[kind](args))]),
    ),
    destroy: (key?: React.Key) => whenReady((api) => api.notification.destroy(key)),
  } as DialogApi['notification'];
  return { modal, notification };
}
