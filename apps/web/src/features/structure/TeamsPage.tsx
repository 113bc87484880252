import type { Team } from '@presently/contracts';
import { Space, Tag, Tooltip, type TableProps } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { Actions, canDo, selectCurrentUser } from '../../app/session';
import { crudTexts, PageTitleWithAdd, QueryTable, useCrudTable } from '../../shared/ui/crud';
import { lazyPart } from '../../shared/lazyChunk';
import { DialogLoading } from '../../shared/ui/DialogLoading';
import { UserName } from '../users';
import { useStructureName } from './builtInNames';
import { useDeleteTeamMutation, useListDepartmentsQuery, useListTeamsQuery } from './structureApi';

const TEXTS = crudTexts('teams');
/** The add / edit dialog (antd's Form and Modal, ~35 KB gzip) arrives when first opened (issue 14). */
const TeamDialog = lazyPart(() => import('./TeamDialog').then((m) => m.TeamDialog), ['admin']);

/** A lead's or member's name as the team carries it (older answers without names fall back to the directory). */
const personName = (team: Team, id: number | null): string | undefined => (id === null ? undefined : team.people?.find((p) => p.id === id)?.full_name);

/**
 * `/teams`: name, department, lead and members. The Default and Deactivated teams cannot be deleted;
 * the Deactivated team's members change only by (de)activating users. Team leads see the teams only
 * (`Actions.manageTeams`, the gateway's rule too): no add, edit or delete, and no call for the
 * departments or users they may not list, since each team carries its department's and people's names.
 */
export function TeamsPage() {
  const { t } = useTranslation('admin');
  const manages = canDo(Actions.manageTeams, useAppSelector(selectCurrentUser));
  const teams = useListTeamsQuery(undefined, { refetchOnMountOrArgChange: true });
  // The dialog's department choices: only for those who may change teams.
  const departments = useListDepartmentsQuery(undefined, { skip: !manages });
  const [remove] = useDeleteTeamMutation();
  const crud = useCrudTable<Team>({ texts: TEXTS, remove: (team) => remove(team.id) });
  const { editing } = crud;
  const shown = useStructureName();

  const departmentName = (team: Team) => {
    if (team.department_id === null) return t('none');
    const department = team.department ?? departments.data?.find((entry) => entry.id === team.department_id);
    return department ? shown(department) : `#${team.department_id}`;
  };

  const columns: TableProps<Team>['columns'] = [
    {
      key: 'name',
      dataIndex: 'name',
      title: t('teams.name'),
      sorter: (a, b) => a.name.localeCompare(b.name),
      render: (_name: string, team) => (
        <Space>
          {shown(team)}
          {/* The name already says which built-in team it is; the tag says why it cannot be deleted or renamed. */}
          {team.kind !== 'regular' && <Tag>{t('builtIn.tag')}</Tag>}
        </Space>
      ),
    },
    { key: 'department', dataIndex: 'department_id', title: t('teams.department'), render: (_id: number | null, team) => departmentName(team) },
    {
      key: 'lead',
      dataIndex: 'team_lead_user_id',
      title: t('teams.lead'),
      // The team names its lead; the directory (administration only) is a fallback for older answers.
      render: (id: number | null, team) => (id === null ? t('none') : (personName(team, id) ?? (manages ? <UserName id={id} /> : `#${id}`))),
    },
    {
      key: 'members',
      dataIndex: 'member_ids',
      title: t('teams.members'),
      sorter: (a, b) => a.member_ids.length - b.member_ids.length,
      render: (ids: number[], team) => {
        const names = ids.map((id) => personName(team, id)).filter(Boolean);
        return names.length > 0 ? (
          <Tooltip title={names.join(', ')}>
            <span>{ids.length}</span>
          </Tooltip>
        ) : (
          ids.length
        );
      },
    },
    ...(manages ? [crud.actionsColumn({ canDelete: (team) => team.kind === 'regular' })] : []),
  ];

  return (
    <section className="page" data-testid="teams-page">
      <PageTitleWithAdd titleKey="teams" addLabel={crud.addLabel} onAdd={manages ? () => crud.setEditing('new') : undefined} />
      <QueryTable<Team> query={teams} columns={columns} pagination={crud.pagination()} scroll={{ x: true }} />
      {manages && editing && (
        <Suspense fallback={<DialogLoading testId="team-dialog-loading" />}>
          <TeamDialog editing={editing} {...crud.dialogProps} />
        </Suspense>
      )}
    </section>
  );
}
