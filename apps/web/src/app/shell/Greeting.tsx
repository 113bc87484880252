import { useTranslation } from 'react-i18next';
import { roleIdOf } from '../session/roles';
import type { SessionUser } from '../session/types';

/** "Hello, <name>" with "<role> at <company>" (spec section 2). */
export function Greeting({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const roleId = roleIdOf(user);
  const serverRoleName = user.roles[0]?.name ?? '';
  const role = roleId === null ? serverRoleName : t(`roles.${roleId}`, { defaultValue: serverRoleName });
  const company = user.company?.name;

  return (
    <div className="greeting" data-testid="greeting">
      {/* Plain elements: antd's Typography (with its copy and ellipsis tooltips) is no part of the shell's load. */}
      <strong className="greeting__name">{t('toolbar.greeting', { name: user.full_name })}</strong>
      <span className="greeting__role">{company ? t('toolbar.roleAtCompany', { role, company }) : role}</span>
    </div>
  );
}
