import type { CompanyDetails } from '@presently/contracts';
import { Alert, Button, Col, Form, Image, Input, Row, Select, Skeleton } from 'antd';
import { Card } from '../../shared/ui/Card';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildErrorMessage } from '../../shared/buildErrorMessage';
import { ImageUpload } from '../../shared/ui/ImageUpload';
import { PageHeading } from '../../shared/ui/PageHeading';
import { LoadError } from '../../shared/ui/QueryState';
import { showServerErrors } from '../../shared/ui/serverErrors';
import { useGetCountriesQuery } from '../profile';
import { UserSelect } from '../users';
import {
  useGetCompanyDetailsQuery,
  useGetCompanyLogoQuery,
  useUpdateCompanyDetailsMutation,
  useUploadCompanyLogoMutation,
  type CompanyDetailsInput,
} from './companyApi';
import { Typography } from '../../shared/ui/Typography';
import { useAppApi } from '../../shared/ui/useAppApi';

const FIELDS = ['name', 'address', 'city', 'country', 'tax_number', 'general_manager_user_id'] as const;
/** The gateway's limit (250 for the name, 255 elsewhere in org). */
const MAX_NAME = 250;
const MAX_TEXT = 255;

/** `/company-details` (role 1): name, address, city, country, tax number, general manager and the logo. */
export function CompanyDetailsPage() {
  const details = useGetCompanyDetailsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <section className="page" data-testid="company-details-page">
      <PageHeading titleKey="companyDetails" />
      {details.isLoading && <Skeleton active />}
      {details.error && !details.data ? <LoadError error={details.error} /> : null}
      {details.data && (
        <Row gutter={[24, 24]}>
          <Col xs={24} lg={15}>
            <DetailsForm details={details.data} />
          </Col>
          <Col xs={24} lg={9}>
            <LogoCard details={details.data} />
          </Col>
        </Row>
      )}
    </section>
  );
}

function DetailsForm({ details }: { details: CompanyDetails }) {
  const { t } = useTranslation('company');
  const { message } = useAppApi();
  const [form] = Form.useForm<CompanyDetailsInput>();
  const countries = useGetCountriesQuery();
  const [update, { isLoading }] = useUpdateCompanyDetailsMutation();
  const [formError, setFormError] = useState<unknown>(null);

  useEffect(() => {
    form.setFieldsValue({
      name: details.name,
      address: details.address ?? '',
      city: details.city ?? '',
      country: details.country,
      tax_number: details.tax_number ?? '',
      general_manager_user_id: details.general_manager_user_id,
    });
  }, [details, form]);

  const required = { required: true, whitespace: true, message: t('errors:field_required') };
  const max = (limit: number) => ({ max: limit, message: t(limit === MAX_NAME ? 'errors:max_250_characters' : 'errors:max_255_characters') });

  const save = async (values: CompanyDetailsInput) => {
    setFormError(null);
    const result = await update({
      name: values.name.trim(),
      address: values.address?.trim() ?? null,
      city: values.city?.trim() ?? null,
      country: values.country ?? null,
      tax_number: values.tax_number?.trim() ? values.tax_number.trim() : null,
      general_manager_user_id: values.general_manager_user_id ?? null,
    });
    if ('error' in result) {
      setFormError(showServerErrors(form, result.error, FIELDS));
      return;
    }
    void message.success(t('details.saved'));
  };

  return (
    <Card title={t('details.title')}>
      <Form<CompanyDetailsInput> form={form} name="company-details" layout="vertical" onFinish={(values) => void save(values)} data-testid="company-details-form">
        {formError ? <Alert type="error" showIcon className="form-error" data-testid="company-details-error" message={buildErrorMessage(formError)} /> : null}
        <Form.Item label={t('details.name')} name="name" rules={[required, max(MAX_NAME)]}>
          <Input />
        </Form.Item>
        <Form.Item label={t('details.address')} name="address" rules={[required, max(MAX_TEXT)]}>
          <Input />
        </Form.Item>
        <Form.Item label={t('details.city')} name="city" rules={[required, max(MAX_TEXT)]}>
          <Input />
        </Form.Item>
        <Form.Item label={t('details.country')} name="country" rules={[{ required: true, message: t('errors:field_required') }]}>
          <Select
            showSearch
            optionFilterProp="label"
            loading={countries.isLoading}
            options={(countries.data ?? []).map((country) => ({ value: country.code, label: country.name }))}
          />
        </Form.Item>
        <Form.Item label={t('details.taxNumber')} name="tax_number" rules={[max(MAX_TEXT)]}>
          <Input />
        </Form.Item>
        <Form.Item
          label={t('details.generalManager')}
          name="general_manager_user_id"
          rules={[{ required: true, message: t('errors:field_required') }]}
        >
          <UserSelect />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {t('admin:actions.save')}
        </Button>
      </Form>
    </Card>
  );
}

function LogoCard({ details }: { details: CompanyDetails }) {
  const { t } = useTranslation('company');
  const { message } = useAppApi();
  const logo = useGetCompanyLogoQuery(undefined, { skip: !details.logo_url });
  const [upload, { isLoading }] = useUploadCompanyLogoMutation();

  return (
    <Card title={t('logo.title')} data-testid="company-logo">
      <div className="logo-preview">
        {details.logo_url && logo.data ? (
          <Image src={logo.data} alt={t('logo.alt')} width={200} preview={false} data-testid="company-logo-image" />
        ) : (
          <Typography.Text type="secondary">{t('logo.none')}</Typography.Text>
        )}
      </div>
      {/* The same rule as avatars (spec section 5: images are JPEG, JPG or PNG of at most 1 MB). */}
      <ImageUpload
        upload={upload}
        loading={isLoading}
        buttonLabel={t('logo.upload')}
        hint={t('logo.hint')}
        errorTestId="logo-error"
        onUploaded={() => void message.success(t('logo.uploaded'))}
      />
    </Card>
  );
}
