import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { UserAvatar } from '../../features/profile/UserAvatar';
import { useAppSelector } from '../hooks';
import { hasAcceptedTerms, Paths } from '../session/access';
import { isManagement } from '../session/roles';
import { selectAvatar } from '../session/sessionSlice';
import type { SessionUser } from '../session/types';
import { useLogout } from '../session/useLogout';

type MenuItems = NonNullable<MenuProps['items']>;

const LOGOUT_KEY = 'logout';

/** Account menu: my presence and my calendar (not for roles 2 and 8), my profile, logout; only logout until terms. */
export function menuKeysFor(user: SessionUser): string[] {
  if (!hasAcceptedTerms(user)) return [LOGOUT_KEY];
  const personal = isManagement(user) ? [] : [Paths.myPresence, Paths.myCalendar];
  return [...personal, Paths.myProfile, LOGOUT_KEY];
}

const LABEL_KEYS: Record<string, string> = {
  [Paths.myPresence]: 'userMenu.myPresence',
  [Paths.myCalendar]: 'userMenu.myCalendar',
  [Paths.myProfile]: 'userMenu.myProfile',
  [LOGOUT_KEY]: 'userMenu.logout',
};

export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const avatar = useAppSelector(selectAvatar);

  const keys = menuKeysFor(user);
  const items: MenuItems = keys.flatMap((key) => {
    const item = { key, label: t(LABEL_KEYS[key]), danger: key === LOGOUT_KEY };
    return key === LOGOUT_KEY && keys.length > 1 ? [{ type: 'divider' as const }, item] : [item];
  });

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === LOGOUT_KEY) void logout();
    else void navigate(key);
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button type="text" className="user-menu__trigger" data-testid="user-menu">
        {/* Named by its content, "MK User menu": what it shows (the initials, or the picture's name) and what it
            is. An aria-label "User menu" left the initials out of the name, and speech input users say what
            they see to press it (WCAG 2.5.3, label in name). */}
        <UserAvatar avatar={avatar} name={user.full_name} color={user.user_color} />
        <span className="ui-visually-hidden">{t('toolbar.userMenu')}</span>
      </Button>
    </Dropdown>
  );
}
