import { message, theme } from 'antd';
import AppContext from 'antd/es/app/context';
import { useContext, useMemo, type ReactNode } from 'react';

/**
 * What the antd pages outside the shell (register, verify) need of antd's `App`: its
 * `message` and its text style (colour, font, line height). The full `App` (with Modal and
 * notification, a sizeable part of antd) comes with the shell (AppLayout). Part of AntdProviders.
 */
export function MessageApp({ children }: { children: ReactNode }) {
  const [messageApi, holder] = message.useMessage();
  const outer = useContext(AppContext);
  const value = useMemo(() => ({ ...outer, message: messageApi }), [outer, messageApi]);
  const { token } = theme.useToken();
  return (
    <AppContext.Provider value={value}>
      <div style={{ color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily }}>
        {holder}
        {children}
      </div>
    </AppContext.Provider>
  );
}
