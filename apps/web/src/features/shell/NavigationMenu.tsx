import { Menu, type MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { selectCurrentUser } from '../auth/sessionSlice';
import { isNavGroup, navigationFor, selectedKeysFor, type NavEntry } from './navigationItems';

type MenuItem = Required<MenuProps>['items'][number];

function toMenuItems(entries: NavEntry[], t: TFunction<'navigation'>): MenuItem[] {
  return entries.map((entry) =>
    isNavGroup(entry)
      ? { key: entry.key, label: t(entry.labelKey), children: toMenuItems(entry.children, t) }
      : { key: entry.key, label: <Link to={entry.path}>{t(entry.labelKey)}</Link> },
  );
}

export function NavigationMenu({ mode }: { mode: 'horizontal' | 'inline' }) {
  const { t } = useTranslation('navigation');
  const { pathname } = useLocation();
  const user = useAppSelector(selectCurrentUser);
  const entries = navigationFor(user);
  if (entries.length === 0) return null;

  return (
    <nav aria-label={t('label')} className={`app-nav app-nav--${mode}`}>
      <Menu mode={mode} items={toMenuItems(entries, t)} selectedKeys={selectedKeysFor(entries, pathname)} />
    </nav>
  );
}
