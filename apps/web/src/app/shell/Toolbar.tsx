import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LanguageSwitcher } from '../../features/language/LanguageSwitcher';
import { useAppSelector } from '../hooks';
import { selectCurrentUser } from '../session/sessionSlice';
import { FullscreenToggle } from './FullscreenToggle';
import { Greeting } from './Greeting';
import { UserMenu } from './UserMenu';

/** The bar at the bottom of the header area: greeting on the left, language, fullscreen and account on the right. */
export function Toolbar() {
  const { t } = useTranslation();
  const user = useAppSelector(selectCurrentUser);
  return (
    <div className="app-toolbar" data-testid="toolbar">
      <div className="app-toolbar__start">{user && <Greeting user={user} />}</div>
      <Space className="app-toolbar__end" size="middle" wrap>
        <LanguageSwitcher />
        <FullscreenToggle />
        {user ? (
          <UserMenu user={user} />
        ) : (
          <Link to="/">
            <Button type="primary">{t('toolbar.logIn')}</Button>
          </Link>
        )}
      </Space>
    </div>
  );
}
