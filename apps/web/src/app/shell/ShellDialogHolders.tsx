import { Modal, notification } from 'antd';
import { useEffect } from 'react';
import type { DialogApi } from './deferredAppApi';

/**
 * Where the shell's confirmation dialogs and notifications render (inside antd's theme and locale):
 * its own chunk, loaded by ShellApp on the first call (deferredAppApi).
 */
export function ShellDialogHolders({ onReady }: { onReady: (api: DialogApi) => void }) {
  const [modal, modalHolder] = Modal.useModal();
  const [notificationApi, notificationHolder] = notification.useNotification();
  useEffect(() => onReady({ modal, notification: notificationApi }), [onReady, modal, notificationApi]);
  return (
    <>
      {modalHolder}
      {notificationHolder}
    </>
  );
}
