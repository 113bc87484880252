import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { UserSelect } from '../users';

/** HR and administrators may ask for an absence on someone else's behalf (the server checks the same roles). */
export const MAY_REQUEST_FOR_OTHERS: readonly number[] = [1, 3];

/** Whom the request is for: empty is oneself; the active people of the company, searched by name. */
export function EmployeeField() {
  const { t } = useTranslation('absences');
  return (
    <Form.Item name="user_id" label={t('form.employee')} extra={t('form.employeeHint')}>
      <UserSelect data-testid="absence-employee" />
    </Form.Item>
  );
}
