import { createContext } from 'react';

/**
 * Whether antd animates (AppProviders' `motion`; off in component tests, where jsdom has no
 * transitions). A plain context, so that AppProviders, in the login page's first load, imports no antd.
 */
export const AntdMotionContext = createContext(true);
