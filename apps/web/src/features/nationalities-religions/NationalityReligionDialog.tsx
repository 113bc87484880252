import type { NamedItem } from '@presently/contracts';
import { useTranslation } from 'react-i18next';
import { type EditDialogProps, FormDialog } from '../../shared/ui/FormDialog';
import { NameField } from '../../shared/ui/NameField';
import { useCatalogueName } from './catalogueNames';
import { useSaveNationalityReligionMutation, type NationalityReligionKind } from './nationalitiesReligionsApi';

export interface NationalityReligionDialogProps extends EditDialogProps<NamedItem> {
  kind: NationalityReligionKind;
}

/**
 * Adding or renaming a nationality or religion; a built-in one starts from its name as the
 * administrator reads it. Loaded when first opened (NationalityReligionPage).
 */
export function NationalityReligionDialog({ kind, editing, ...dialogProps }: NationalityReligionDialogProps) {
  const { t } = useTranslation('admin');
  const [save] = useSaveNationalityReligionMutation();
  const shownName = useCatalogueName();
  return (
    <FormDialog<{ name: string }>
      {...dialogProps}
      testId={`${kind}-dialog`}
      initialValues={{ name: editing === 'new' ? '' : shownName(kind, editing) }}
      serverFields={['name']}
      onSubmit={(values) => save({ kind, id: editing === 'new' ? undefined : editing.id, name: values.name.trim() })}
    >
      <NameField label={t('lists.name')} />
    </FormDialog>
  );
}
