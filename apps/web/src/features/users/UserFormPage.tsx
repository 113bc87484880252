import { ROLES, type Team, type UserDetails, type UserInput } from '@presently/contracts';
import { Alert, Button, Col, ColorPicker, DatePicker, Form, Input, Row, Select, Skeleton, Space } from 'antd';
import { Card } from '../../shared/ui/Card';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { Paths, roleIdOf, selectCurrentUser } from '../../app/session';
import { buildErrorMessage } from '../../shared/buildErrorMessage';
import { DATE_FORMAT, dayOf, isoDayOf } from '../../shared/dates';
import { PageHeading } from '../../shared/ui/PageHeading';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { LoadError } from '../../shared/ui/QueryState';
import { showServerErrors } from '../../shared/ui/serverErrors';
import { useCatalogueName, useListNationalitiesReligionsQuery } from '../nationalities-religions';
import { useGetCountriesQuery } from '../profile';
import { useListDepartmentsQuery, useListTeamsQuery, useStructureName } from '../structure';
import { useCreateUserMutation, useGetUserQuery, useUpdateUserMutation } from './usersApi';
import { VacationDaysSection } from './VacationDaysSection';
import { useAppApi } from '../../shared/ui/useAppApi';

/** The form's values: dates as pickers hold them, the colour as #rrggbb. */
export interface UserFormValues extends Omit<UserInput, 'birthday' | 'employment_start_date' | 'employment_end_date'> {
  birthday: Dayjs | null;
  employment_start_date: Dayjs | null;
  employment_end_date: Dayjs | null;
}

/** Every field of the form, as the API names them (422 errors are shown under these). */
export const USER_FIELDS = [
  'email',
  'full_name',
  'full_name_in_documents',
  'job_position',
  'job_position_in_documents',
  'birthday',
  'phone',
  'nationality_id',
  'religion_id',
  'country_code',
  'employment_start_date',
  'employment_end_date',
  'role_id',
  'department_id',
  'team_id',
  'user_color',
] as const satisfies readonly (keyof UserInput)[];

/** Texts and e-mail: org stores at most 255 characters. */
const MAX_TEXT = 255;

const EMPTY: Partial<UserFormValues> = {
  email: '',
  full_name: '',
  full_name_in_documents: '',
  job_position: '',
  job_position_in_documents: '',
  phone: '',
  birthday: null,
  employment_start_date: null,
  employment_end_date: null,
};

function valuesOf(user: UserDetails): UserFormValues {
  return {
    email: user.email,
    full_name: user.full_name,
    full_name_in_documents: user.full_name_in_documents ?? '',
    job_position: user.job_position ?? '',
    job_position_in_documents: user.job_position_in_documents ?? '',
    birthday: dayOf(user.birthday),
    phone: user.phone ?? '',
    nationality_id: user.nationality_id,
    religion_id: user.religion_id,
    country_code: user.country_code,
    employment_start_date: dayOf(user.employment_start_date),
    employment_end_date: dayOf(user.employment_end_date),
    role_id: user.role_id,
    department_id: user.department_id,
    team_id: user.team_id,
    user_color: user.user_color,
  };
}

const trimmed = (value: string | null | undefined): string | null => {
  const text = (value ?? '').trim();
  return text === '' ? null : text;
};

/** The API's `UserInput` from the form (trimmed texts, empty optional fields as null, days as YYYY-MM-DD). */
export function inputOf(values: UserFormValues): UserInput {
  return {
    email: (values.email ?? '').trim(),
    full_name: (values.full_name ?? '').trim(),
    full_name_in_documents: trimmed(values.full_name_in_documents),
    job_position: trimmed(values.job_position),
    job_position_in_documents: trimmed(values.job_position_in_documents),
    birthday: isoDayOf(values.birthday),
    phone: trimmed(values.phone),
    nationality_id: values.nationality_id ?? null,
    religion_id: values.religion_id ?? null,
    country_code: values.country_code ?? null,
    employment_start_date: isoDayOf(values.employment_start_date),
    employment_end_date: isoDayOf(values.employment_end_date),
    role_id: values.role_id,
    department_id: values.department_id ?? null,
    team_id: values.team_id ?? null,
    ...(values.user_color ? { user_color: values.user_color } : {}),
  } as UserInput;
}

/** `/add-user`. */
export function AddUserPage() {
  return <UserFormPage userId={null} />;
}

/** `/edit-user?id=`. */
export function EditUserPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  return valid ? <UserFormPage userId={id} /> : <MissingUser />;
}

/** `/edit-user` without a user: say so, and lead back to the list. */
function MissingUser() {
  const { t } = useTranslation('users');
  return (
    <section className="page" data-testid="user-form-page">
      <PageHeading titleKey="editUser" />
      <LoadError error={{ status: 404, data: { error: 'user_not_found' } }} />
      <ButtonLink to="/users" type="primary" className="form-actions" data-testid="back-to-users">
        {t('backToUsers')}
      </ButtonLink>
    </section>
  );
}

function UserFormPage({ userId }: { userId: number | null }) {
  const editing = userId !== null;
  const user = useGetUserQuery(userId ?? 0, { skip: !editing, refetchOnMountOrArgChange: true });
  return (
    <section className="page" data-testid="user-form-page">
      <PageHeading titleKey={editing ? 'editUser' : 'addUser'} />
      {editing && user.isLoading && <Skeleton active />}
      {editing && user.error ? <LoadError error={user.error} /> : null}
      {(!editing || user.data) && <UserForm user={user.data ?? null} />}
      {editing && user.data ? <VacationDaysSection userId={user.data.id} /> : null}
    </section>
  );
}

function UserForm({ user }: { user: UserDetails | null }) {
  const { t } = useTranslation('users');
  const { message } = useAppApi();
  const navigate = useNavigate();
  const me = useAppSelector(selectCurrentUser);
  const [form] = Form.useForm<UserFormValues>();
  const [formError, setFormError] = useState<unknown>(null);
  const [createUser, createState] = useCreateUserMutation();
  const [updateUser, updateState] = useUpdateUserMutation();
  const departments = useListDepartmentsQuery();
  const teams = useListTeamsQuery();
  const nationalities = useListNationalitiesReligionsQuery('nationalities');
  const religions = useListNationalitiesReligionsQuery('religions');
  const catalogueName = useCatalogueName();
  const countries = useGetCountriesQuery();
  const departmentId = Form.useWatch('department_id', form);
  const userColor = Form.useWatch('user_color', form) as string | undefined;

  useEffect(() => {
    form.setFieldsValue(user ? valuesOf(user) : EMPTY);
  }, [user, form]);

  const required = { required: true, message: t('errors:field_required') };
  const requiredText = [{ ...required, whitespace: true }, { max: MAX_TEXT, message: t('errors:max_255_characters') }];
  const optionalText = [{ max: MAX_TEXT, message: t('errors:max_255_characters') }];

  // Only a system administrator gives the System Administrator role (org's rule; checked again there).
  const mayGrantAdmin = roleIdOf(me) === 1;
  const roleOptions = ROLES.map((role) => ({
    value: role.id,
    label: t(`common:roles.${role.id}`),
    disabled: role.id === 1 && !mayGrantAdmin && user?.role_id !== 1,
  }));

  // The Deactivated team is only ever the team of a deactivated user; teams follow the department.
  const teamOffered = (team: Team) =>
    (team.kind !== 'deactivated' || team.id === user?.team_id) &&
    (!departmentId || team.department_id === null || team.department_id === departmentId || team.id === form.getFieldValue('team_id'));
  const shown = useStructureName();
  const teamOptions = (teams.data ?? []).filter(teamOffered).map((team) => ({ value: team.id, label: shown(team) }));

  const submit = async (values: UserFormValues) => {
    setFormError(null);
    const input = inputOf(values);
    const result = user ? await updateUser({ id: user.id, input }) : await createUser(input);
    if ('error' in result) {
      setFormError(showServerErrors(form, result.error, USER_FIELDS));
      return;
    }
    void message.success(user ? t('form.updated', { name: input.full_name }) : t('form.created', { email: input.email }));
    await navigate(Paths.users);
  };

  const selectProps = { showSearch: true, optionFilterProp: 'label', allowClear: true } as const;
  const today = dayjs().endOf('day');

  return (
    <Form<UserFormValues>
      form={form}
      name="user-form"
      layout="vertical"
      scrollToFirstError
      onFinish={(values) => void submit(values)}
      onValuesChange={(changed) => {
        // A team of another department does not stay chosen when the department changes.
        if ('department_id' in changed) {
          const team = teams.data?.find((item) => item.id === form.getFieldValue('team_id'));
          if (team && team.department_id !== null && team.department_id !== changed.department_id) form.setFieldValue('team_id', null);
        }
      }}
      data-testid="user-form"
    >
      {formError ? <Alert type="error" showIcon className="form-error" data-testid="user-form-error" message={buildErrorMessage(formError)} /> : null}
      {!user && <Alert type="info" showIcon className="form-error" message={t('form.invitationHint')} />}
      <Row gutter={[24, 0]}>
        <Col xs={24} lg={12}>
          <Card title={t('form.person')} className="form-card">
            <Form.Item label={t('fields.fullName')} name="full_name" rules={requiredText}>
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item
              label={t('fields.email')}
              name="email"
              rules={[
                { ...required, whitespace: true },
                { type: 'email', message: t('errors:email_invalid') },
                { max: MAX_TEXT, message: t('errors:max_255_characters') },
              ]}
            >
              <Input type="email" autoComplete="off" />
            </Form.Item>
            <Form.Item label={t('fields.birthday')} name="birthday" rules={[required]}>
              <DatePicker format={DATE_FORMAT} className="date-input" disabledDate={(day) => day.isAfter(today)} />
            </Form.Item>
            <Form.Item label={t('fields.phone')} name="phone" rules={optionalText}>
              <Input type="tel" autoComplete="off" />
            </Form.Item>
            <Form.Item label={t('fields.country')} name="country_code" rules={[required]}>
              <Select
                {...selectProps}
                loading={countries.isLoading}
                options={(countries.data ?? []).map((country) => ({ value: country.code, label: country.name }))}
              />
            </Form.Item>
            <Form.Item label={t('fields.nationality')} name="nationality_id" rules={[required]}>
              <Select {...selectProps} loading={nationalities.isLoading} options={(nationalities.data ?? []).map((item) => ({ value: item.id, label: catalogueName('nationalities', item) }))} />
            </Form.Item>
            <Form.Item label={t('fields.religion')} name="religion_id" rules={[required]}>
              <Select {...selectProps} loading={religions.isLoading} options={(religions.data ?? []).map((item) => ({ value: item.id, label: catalogueName('religions', item) }))} />
            </Form.Item>
            <Form.Item
              label={t('fields.color')}
              name="user_color"
              getValueFromEvent={(color: { toHexString: () => string }) => color.toHexString()}
            >
              <ColorPicker format="hex" disabledAlpha showText={(color) => (userColor ? color.toHexString() : t('form.colorAuto'))} />
            </Form.Item>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('form.employment')} className="form-card">
            <Form.Item label={t('fields.jobPosition')} name="job_position" rules={requiredText}>
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item label={t('fields.fullNameInDocuments')} name="full_name_in_documents" rules={requiredText}>
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item label={t('fields.jobPositionInDocuments')} name="job_position_in_documents" rules={requiredText}>
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item label={t('fields.role')} name="role_id" rules={[required]}>
              <Select {...selectProps} options={roleOptions} />
            </Form.Item>
            <Form.Item label={t('fields.department')} name="department_id" rules={[required]}>
              <Select {...selectProps} loading={departments.isLoading} options={(departments.data ?? []).map((item) => ({ value: item.id, label: shown(item) }))} />
            </Form.Item>
            <Form.Item label={t('fields.team')} name="team_id" rules={[required]}>
              <Select {...selectProps} loading={teams.isLoading} options={teamOptions} />
            </Form.Item>
            <Form.Item label={t('fields.employmentStart')} name="employment_start_date" rules={[required]}>
              <DatePicker format={DATE_FORMAT} className="date-input" />
            </Form.Item>
            <Form.Item
              label={t('fields.employmentEnd')}
              name="employment_end_date"
              dependencies={['employment_start_date']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_rule, value: Dayjs | null) => {
                    const start = getFieldValue('employment_start_date') as Dayjs | null;
                    return value && start && value.isBefore(start, 'day')
                      ? Promise.reject(new Error(t('errors:end_before_start')))
                      : Promise.resolve();
                  },
                }),
              ]}
            >
              <DatePicker format={DATE_FORMAT} className="date-input" />
            </Form.Item>
          </Card>
        </Col>
      </Row>
      <Space className="form-actions">
        <Button type="primary" htmlType="submit" loading={createState.isLoading || updateState.isLoading}>
          {user ? t('form.save') : t('form.create')}
        </Button>
        <Button onClick={() => void navigate(Paths.users)}>{t('admin:actions.cancel')}</Button>
      </Space>
    </Form>
  );
}
