import type { Profile } from '@presently/contracts';
import { Alert, Col, Descriptions, type DescriptionsProps, Grid, Row, Skeleton } from 'antd';
import { Card } from '../../shared/ui/Card';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { avatarChanged, selectAvatar, selectCurrentUser, useUpdateUserPasswordMutation } from '../../app/session';
import { buildErrorMessage } from '../../shared/buildErrorMessage';
import { formatDate } from '../../shared/formatDate';
import { ImageUpload } from '../../shared/ui/ImageUpload';
import { PageHeading } from '../../shared/ui/PageHeading';
import { PasswordChangeForm, usePasswordSuccessNotice } from '../account';
import { useCatalogueName } from '../nationalities-religions';
import { useStructureName } from '../structure';
import { type AvatarUploadResult, useGetCountriesQuery, useGetNationalitiesQuery, useGetProfileQuery, useGetReligionsQuery, useUploadAvatarMutation } from './profileApi';
import { UserAvatar } from './UserAvatar';
import { useAppApi } from '../../shared/ui/useAppApi';

/** `/my-profile` (spec section 2): own details (read-only for now), change password, avatar. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  return (
    <section className="page profile" data-testid="profile-page">
      <PageHeading titleKey="myProfile" />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={14}>
          <ProfileDetails />
        </Col>
        <Col xs={24} lg={10}>
          <Card title={t('changePassword')}>
            <ChangePassword />
          </Card>
        </Col>
      </Row>
    </section>
  );
}

function ProfileDetails() {
  const { t } = useTranslation('profile');
  const profile = useGetProfileQuery();
  const religions = useGetReligionsQuery();
  const nationalities = useGetNationalitiesQuery();
  const countries = useGetCountriesQuery();
  const catalogueName = useCatalogueName();
  const religion = religions.data?.find((item) => item.id === profile.data?.religion_id);
  const nationality = nationalities.data?.find((item) => item.id === profile.data?.nationality_id);

  return (
    <Card title={t('details')}>
      <AvatarSection />
      {profile.isLoading && <Skeleton active />}
      {profile.error && <Alert type="error" showIcon message={buildErrorMessage(profile.error)} />}
      {profile.data && (
        <ProfileDescriptions
          profile={profile.data}
          religion={religion ? catalogueName('religions', religion) : undefined}
          nationality={nationality ? catalogueName('nationalities', nationality) : undefined}
          country={countries.data?.find((item) => item.code === profile.data?.country_code)?.name}
        />
      )}
    </Card>
  );
}

interface ProfileDescriptionsProps {
  profile: Profile;
  religion?: string;
  nationality?: string;
  country?: string;
}

function ProfileDescriptions({ profile, religion, nationality, country }: ProfileDescriptionsProps) {
  const { t } = useTranslation('profile');
  const user = useAppSelector(selectCurrentUser);
  const timeZone = user?.company?.timezone;
  const none = t('none');
  const structureName = useStructureName();
  const show = (value: ReactNode) => (value === null || value === undefined || value === '' ? none : value);
  const date = (value: string | null) => show(formatDate(value, { timeZone }));

  const items: DescriptionsProps['items'] = [
    { key: 'full_name', label: t('fields.fullName'), children: show(profile.full_name) },
    { key: 'email', label: t('fields.email'), children: show(profile.email) },
    { key: 'role', label: t('fields.role'), children: show(t(`common:roles.${profile.role?.id}`, { defaultValue: profile.role?.name ?? '' })) },
    { key: 'department', label: t('fields.department'), children: show(profile.department ? structureName(profile.department) : null) },
    { key: 'team', label: t('fields.team'), children: show(profile.team ? structureName(profile.team) : null) },
    { key: 'job_position', label: t('fields.jobPosition'), children: show(profile.job_position) },
    { key: 'full_name_in_documents', label: t('fields.fullNameInDocuments'), children: show(profile.full_name_in_documents) },
    { key: 'job_position_in_documents', label: t('fields.jobPositionInDocuments'), children: show(profile.job_position_in_documents) },
    { key: 'birthday', label: t('fields.birthday'), children: date(profile.birthday) },
    { key: 'phone', label: t('fields.phone'), children: show(profile.phone) },
    { key: 'nationality', label: t('fields.nationality'), children: show(nationality) },
    { key: 'religion', label: t('fields.religion'), children: show(religion) },
    { key: 'country', label: t('fields.country'), children: show(country ?? profile.country_code) },
    { key: 'employment_start_date', label: t('fields.employmentStart'), children: date(profile.employment_start_date) },
    { key: 'employment_end_date', label: t('fields.employmentEnd'), children: date(profile.employment_end_date) },
    {
      key: 'user_color',
      label: t('fields.color'),
      // A swatch of the colour itself; its code only for whoever asks (tooltip, screen reader).
      children: profile.user_color ? (
        <span
          className="color-swatch"
          role="img"
          aria-label={profile.user_color}
          title={profile.user_color}
          style={{ backgroundColor: profile.user_color }}
          data-testid="profile-color"
        />
      ) : (
        none
      ),
    },
  ];
  // On a phone each label sits above its value: side by side, half the width went to the labels and
  // an e-mail address broke between letters.
  const wide = Grid.useBreakpoint().sm !== false;
  return <Descriptions column={1} size="small" bordered layout={wide ? 'horizontal' : 'vertical'} items={items} data-testid="profile-details" />;
}

function AvatarSection() {
  const { t } = useTranslation('profile');
  const { message } = useAppApi();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const avatar = useAppSelector(selectAvatar);
  const [upload, { isLoading }] = useUploadAvatarMutation();

  if (!user) return null;

  return (
    <div className="profile__avatar" data-testid="avatar-section">
      <UserAvatar avatar={avatar} name={user.full_name} color={user.user_color} size={96} />
      <div>
        <ImageUpload
          upload={upload}
          loading={isLoading}
          buttonLabel={t('avatar.upload')}
          hint={t('avatar.hint')}
          errorTestId="avatar-error"
          onUploaded={(data: AvatarUploadResult) => {
            dispatch(avatarChanged(data.avatar_url ?? `/api/users/${user.id}/avatar`));
            void message.success(t('avatar.uploaded'));
          }}
        />
      </div>
    </div>
  );
}

function ChangePassword() {
  const { t } = useTranslation('profile');
  const [updateUserPassword] = useUpdateUserPasswordMutation();
  const notifySuccess = usePasswordSuccessNotice();
  return (
    <PasswordChangeForm
      requireOld
      testId="profile-password-form"
      submitLabel={t('changePassword')}
      onSubmit={(values) => updateUserPassword(values)}
      onSuccess={notifySuccess}
    />
  );
}
