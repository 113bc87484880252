import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageHeading } from '../../shared/ui/PageHeading';
import { ScheduleTab } from './ScheduleTab';
import { TeamHistoryTab } from './TeamHistoryTab';
import { TeamWeekTab } from './TeamWeekTab';
import { TodayTab } from './TodayTab';

export const PRESENCE_TABS = ['today', 'weekly', 'history', 'schedule'] as const;
type PresenceTab = (typeof PRESENCE_TABS)[number];

const isTab = (value: string | null): value is PresenceTab => (PRESENCE_TABS as readonly string[]).includes(value ?? '');

/**
 * `/presence` (role 5 is refused by the route guard): today, weekly, history with edits and audit,
 * and schedules, for the users in the actor's scope (the server decides the scope).
 */
export function PresencePage() {
  const { t } = useTranslation('presence');
  const [params, setParams] = useSearchParams();
  const tab: PresenceTab = isTab(params.get('tab')) ? (params.get('tab') as PresenceTab) : 'today';

  return (
    <section className="page" data-testid="presence-page">
      <PageHeading titleKey="presence" />
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'today' ? {} : { tab: key }, { replace: true })}
        items={PRESENCE_TABS.map((key) => ({ key, label: t(`tabs.${key}`) }))}
      />
      {tab === 'today' ? <TodayTab /> : null}
      {tab === 'weekly' ? <TeamWeekTab /> : null}
      {tab === 'history' ? <TeamHistoryTab /> : null}
      {tab === 'schedule' ? <ScheduleTab /> : null}
    </section>
  );
}
