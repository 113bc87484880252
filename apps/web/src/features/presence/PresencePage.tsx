import { Tabs } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { selectCurrentUser } from '../../app/session';
import { lazyPart } from '../../shared/lazyChunk';
import { PageHeading } from '../../shared/ui/PageHeading';
import { PartLoading } from '../../shared/ui/PartLoading';
import { showsHistory } from './historyRule';
import { TodayTab } from './TodayTab';

/**
 * The other tabs come when first opened (issue 14), each in its own chunk with what only it uses:
 * history's period picker and record dialogs, the schedule's form and date pickers. The page and
 * its default tab (today) paint without them.
 */
const TAB_NAMESPACES = ['admin', 'dashboard'] as const;
const TeamWeekTab = lazyPart(() => import('./TeamWeekTab').then((m) => m.TeamWeekTab), TAB_NAMESPACES);
const TeamHistoryTab = lazyPart(() => import('./TeamHistoryTab').then((m) => m.TeamHistoryTab), TAB_NAMESPACES);
const ScheduleTab = lazyPart(() => import('./ScheduleTab').then((m) => m.ScheduleTab), TAB_NAMESPACES);

export const PRESENCE_TABS = ['today', 'weekly', 'history', 'schedule'] as const;
type PresenceTab = (typeof PRESENCE_TABS)[number];

/** The tabs the user gets: History only where /my-presence shows history too (the company's flag for roles 4 and 5). */
const presenceTabsFor = (history: boolean): readonly PresenceTab[] => (history ? PRESENCE_TABS : PRESENCE_TABS.filter((tab) => tab !== 'history'));

/**
 * `/presence` (role 5 is refused by the route guard): today, weekly, history with edits and audit,
 * and schedules, for the users in the actor's scope (the server decides the scope). A team member
 * (role 4) gets no History tab while the company does not show presence history to team members.
 */
export function PresencePage() {
  const { t } = useTranslation('presence');
  const [params, setParams] = useSearchParams();
  const user = useAppSelector(selectCurrentUser);
  const tabs = presenceTabsFor(showsHistory(user));
  // A tab the user does not get (a bookmarked ?tab=history after the flag went off) opens today.
  const tab: PresenceTab = tabs.find((key) => key === params.get('tab')) ?? 'today';

  return (
    <section className="page" data-testid="presence-page">
      <PageHeading titleKey="presence" />
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'today' ? {} : { tab: key }, { replace: true })}
        items={tabs.map((key) => ({ key, label: t(`tabs.${key}`) }))}
      />
      {tab === 'today' ? <TodayTab /> : null}
      <Suspense fallback={<PartLoading rows={8} testId="tab-loading" />}>
        {tab === 'weekly' ? <TeamWeekTab /> : null}
        {tab === 'history' ? <TeamHistoryTab /> : null}
        {tab === 'schedule' ? <ScheduleTab /> : null}
      </Suspense>
    </section>
  );
}
