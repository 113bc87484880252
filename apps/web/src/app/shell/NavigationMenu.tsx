import { LoadingOutlined } from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { kindColor } from '../../features/presence/presenceKinds';
import { usePresenceControls, type PresenceControls } from '../../features/presence/usePresenceControls';
import { useAppSelector } from '../hooks';
import { selectCurrentUser } from '../session/sessionSlice';
import { isNavAction, isNavGroup, navigationFor, selectedKeysFor, type NavAction, type NavEntry } from './navigationItems';

type MenuItem = Required<MenuProps>['items'][number];

/** A presence action of the menu: a light in its kind's colour when on, loading while its call is on its way. */
function actionItem(entry: NavAction, t: TFunction<'navigation'>, presence: PresenceControls): MenuItem {
  const kind = entry.presenceKind;
  const on = presence.kind === kind;
  const icon =
    presence.pending === kind ? (
      <LoadingOutlined />
    ) : (
      <span className="presence-menu-light" style={{ backgroundColor: on ? kindColor(kind) : 'transparent', borderColor: kindColor(kind) }} />
    );
  return {
    key: entry.key,
    icon,
    disabled: presence.pending !== null,
    label: (
      <span data-testid={`nav-presence-${kind}`} data-active={on}>
        {/* What pressing does now: start the kind, or end it when it is on. */}
        {t(on ? `presence:actions.stop.${kind}` : `presence:actions.start.${kind}`)}
      </span>
    ),
    onClick: () => void presence.press(kind),
  };
}

function toMenuItems(entries: NavEntry[], t: TFunction<'navigation'>, presence: PresenceControls): MenuItem[] {
  return entries.map((entry) => {
    if (isNavGroup(entry)) return { key: entry.key, label: t(entry.labelKey), children: toMenuItems(entry.children, t, presence) };
    if (isNavAction(entry)) return actionItem(entry, t, presence);
    return { key: entry.key, label: <Link to={entry.path}>{t(entry.labelKey)}</Link> };
  });
}

export function NavigationMenu({ mode }: { mode: 'horizontal' | 'inline' }) {
  const { t } = useTranslation('navigation');
  const { pathname } = useLocation();
  const user = useAppSelector(selectCurrentUser);
  const presence = usePresenceControls();
  const entries = navigationFor(user);
  if (entries.length === 0) return null;

  return (
    <nav aria-label={t('label')} className={`app-nav app-nav--${mode}`}>
      <Menu mode={mode} items={toMenuItems(entries, t, presence)} selectedKeys={selectedKeysFor(entries, pathname)} />
    </nav>
  );
}
