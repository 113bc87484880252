import type { Team } from '@presently/contracts';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { type EditDialogProps, FormDialog } from '../../shared/ui/FormDialog';
import { NameField } from '../../shared/ui/NameField';
import { UserSelect } from '../users';
import { useStructureName } from './builtInNames';
import { useCreateTeamMutation, useListDepartmentsQuery, useUpdateTeamMutation, type TeamInput } from './structureApi';

export type TeamDialogProps = EditDialogProps<Team>;

/**
 * Adding or changing a team: name, department, lead and members (the Deactivated team's members
 * change only by (de)activating users). Loaded when first opened (TeamsPage).
 */
export function TeamDialog({ editing, ...dialogProps }: TeamDialogProps) {
  const { t } = useTranslation('admin');
  // The page asked for the departments already (for those who may change teams): the same cache entry.
  const departments = useListDepartmentsQuery();
  const [create] = useCreateTeamMutation();
  const [update] = useUpdateTeamMutation();
  const shown = useStructureName();
  const membersLocked = editing !== 'new' && editing.kind === 'deactivated';

  return (
    <FormDialog<TeamInput>
      {...dialogProps}
      testId="team-dialog"
      initialValues={
        editing === 'new'
          ? { name: '', department_id: null, team_lead_user_id: null, member_ids: [] }
          : { name: editing.name, department_id: editing.department_id, team_lead_user_id: editing.team_lead_user_id, member_ids: editing.member_ids }
      }
      serverFields={['name', 'department_id', 'team_lead_user_id', 'member_ids']}
      onSubmit={(values) => {
        const input: TeamInput = {
          name: values.name.trim(),
          department_id: values.department_id ?? null,
          team_lead_user_id: values.team_lead_user_id ?? null,
          member_ids: values.member_ids ?? [],
        };
        if (editing === 'new') return create(input);
        // The Deactivated team's members are not the form's to change.
        const { member_ids: memberIds, ...rest } = input;
        return update({ id: editing.id, input: membersLocked ? rest : { ...rest, member_ids: memberIds } });
      }}
    >
      <NameField label={t('teams.name')} />
      <Form.Item label={t('teams.department')} name="department_id">
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          options={(departments.data ?? []).map((department) => ({ value: department.id, label: shown(department) }))}
        />
      </Form.Item>
      <Form.Item label={t('teams.lead')} name="team_lead_user_id" extra={t('teams.leadHint')} rules={[{ required: true, message: t('errors:field_required') }]}>
        <UserSelect />
      </Form.Item>
      <Form.Item label={t('teams.members')} name="member_ids" extra={membersLocked ? t('teams.deactivatedHint') : t('teams.membersHint')}>
        <UserSelect multiple activeOnly={false} disabled={membersLocked} />
      </Form.Item>
    </FormDialog>
  );
}
