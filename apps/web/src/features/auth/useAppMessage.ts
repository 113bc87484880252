import AppContext from 'antd/es/app/context';
import { useContext } from 'react';

/**
 * antd's `message` of the nearest App, like `App.useApp().message`, without importing `App` itself
 * (which brings Modal and notification): the login page's forms use it, so the first load stays
 * small (issue 14). Everywhere else `App.useApp()` is fine.
 */
export const useAppMessage = () => useContext(AppContext).message;
