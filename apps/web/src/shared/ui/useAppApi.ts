// antd's own module (antd/es/app), not the app's: the layer rule's pattern matches its path by name.
// eslint-disable-next-line no-restricted-imports
import AppContext, { type useAppProps } from 'antd/es/app/context';
import { useContext } from 'react';

/**
 * What antd's `App.useApp()` returns (`message`, `modal`, `notification`), read from the same context,
 * without importing antd's `App` component: `App.useApp` is a property of it, so `import { App }`
 * brought App with Modal, rc-dialog, Skeleton and the notification list (~15 KB gzip) into every chunk
 * that used it (the shell's among them). The shell provides the context (ShellApp, AntdProviders).
 */
export const useAppApi = (): useAppProps => useContext(AppContext);
