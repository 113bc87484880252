import { PaperClipOutlined } from '@ant-design/icons';
import { ABSENCE_REQUEST_STATUSES, ABSENCE_TYPES, type AbsenceChainStep, type AbsenceFileView, type AbsenceRequestStatus, type AbsenceView } from '@presently/contracts';
import { Button, Space, Steps, Tag } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath } from 'react-router-dom';
import { Paths } from '../../app/session';
import { buildErrorMessage } from '../../shared/buildErrorMessage';
import { formatDay } from '../../shared/dates';
import { formatDateTime } from '../../shared/formatDate';
import { useActionFeedback } from '../../shared/ui/actionFeedback';
import { lazyPart } from '../../shared/lazyChunk';
import { DialogLoading } from '../../shared/ui/DialogLoading';
import { AbsenceType, STATUS_COLORS, typeKeyOf, waitingStepOf } from './absenceRules';
import { useAbsenceFileMutation, useApproveAbsenceMutation } from './absencesApi';
import { Typography } from '../../shared/ui/Typography';
import { useAppApi } from '../../shared/ui/useAppApi';
import type { DeclineDialogProps } from './DeclineDialog';

/** The page of one request. */
export const absencePath = (id: number): string => generatePath(Paths.absenceDetails, { id: String(id) });

/** The type and status filters every absence list offers. */
export function useAbsenceFilterOptions() {
  const { t } = useTranslation('absences');
  return {
    types: ABSENCE_TYPES.map((type) => ({ value: type.id as number, label: t(`types.${type.key}`) })),
    statuses: ABSENCE_REQUEST_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
  };
}

export function StatusTag({ status }: { status: AbsenceRequestStatus }) {
  const { t } = useTranslation('absences');
  return (
    <Tag color={STATUS_COLORS[status]} data-status={status} data-testid="absence-status">
      {t(`status.${status}`)}
    </Tag>
  );
}

export function TypeName({ typeId }: { typeId: number }) {
  const { t } = useTranslation('absences');
  return <>{t(`types.${typeKeyOf(typeId)}`)}</>;
}

/** The days of a request as dd-Mon-yyyy: the rest days one by one, a switched day with its swap, or the period. */
export function usePeriodText(): (request: Pick<AbsenceView, 'absence_type_id' | 'start_date' | 'end_date' | 'dates' | 'switch_date' | 'half_day'>) => string {
  const { t } = useTranslation('absences');
  return (request) => {
    if (request.absence_type_id === AbsenceType.RestDay && request.dates.length > 0) return request.dates.map(formatDay).join(', ');
    const period =
      request.start_date === request.end_date ? formatDay(request.start_date) : `${formatDay(request.start_date)} – ${formatDay(request.end_date)}`;
    const withSwitch = request.switch_date ? t('list.switchedWith', { period, date: formatDay(request.switch_date) }) : period;
    return request.half_day ? `${withSwitch} (${t('list.halfDay')})` : withSwitch;
  };
}

/** Who holds the step that waits now, or nothing when the request waits for no one. */
export function ChainSummary({ request }: { request: AbsenceView }) {
  const { t } = useTranslation('absences');
  const waiting = waitingStepOf(request);
  if (!waiting) return null;
  return (
    <Typography.Text type="secondary" data-testid="absence-waiting-for">
      {t('chain.waitingFor', { name: waiting.holder_name, step: t(`steps.${waiting.step}`) })}
    </Typography.Text>
  );
}

const STEP_STATUS: Record<AbsenceChainStep['status'], 'finish' | 'process' | 'error' | 'wait'> = {
  approved: 'finish',
  waiting: 'process',
  declined: 'error',
  upcoming: 'wait',
};

/** The chain as it was resolved on submission: who held each step, who acted (a substitute too) and when. */
export function ChainSteps({ chain }: { chain: AbsenceChainStep[] }) {
  const { t } = useTranslation('absences');
  if (chain.length === 0) return <Typography.Text type="secondary">{t('chain.none')}</Typography.Text>;
  return (
    <Steps
      direction="vertical"
      size="small"
      data-testid="absence-chain"
      items={chain.map((step) => ({
        status: STEP_STATUS[step.status],
        title: `${t(`steps.${step.step}`)}: ${step.holder_name}`,
        description: (
          <Space direction="vertical" size={0}>
            <span>{t(`chain.${step.status}`)}</span>
            {step.acted_by_name && step.acted_at ? (
              <span>
                {step.acted_by_user_id !== step.holder_user_id
                  ? t('chain.actedForHolder', { name: step.acted_by_name, holder: step.holder_name, at: formatDateTime(step.acted_at) })
                  : t('chain.acted', { name: step.acted_by_name, at: formatDateTime(step.acted_at) })}
              </span>
            ) : null}
            {step.reason ? <span>{t('chain.reason', { reason: step.reason })}</span> : null}
          </Space>
        ),
      }))}
    />
  );
}

/** Download links of a request's files: fetched with the session, then saved under their names. */
export function FileLinks({ requestId, files }: { requestId: number; files: AbsenceFileView[] }) {
  const { message } = useAppApi();
  const [download] = useAbsenceFileMutation();
  if (files.length === 0) return null;

  const save = async (file: AbsenceFileView) => {
    const result = await download({ id: requestId, fileId: file.id });
    if ('error' in result) {
      void message.error(buildErrorMessage(result.error));
      return;
    }
    const link = document.createElement('a');
    link.href = result.data;
    link.download = file.name;
    document.body.appendChild(link);
    link.click();
    link.remove();
    // The browser has started the download by now; the URL is no longer needed.
    setTimeout(() => URL.revokeObjectURL(result.data), 10_000);
  };

  return (
    <Space direction="vertical" size={0} data-testid="absence-files">
      {files.map((file) => (
        <Button key={file.id} type="link" size="small" className="table-link" icon={<PaperClipOutlined />} onClick={() => void save(file)}>
          {file.name}
        </Button>
      ))}
    </Space>
  );
}

/** The decline dialog's own chunk (antd's Form, Modal, TextArea): fetched when a decline is first asked for (issue 14). */
const DeclineDialogPart = lazyPart(() => import('./DeclineDialog').then((m) => m.DeclineDialog), ['absences']);

/** The decline dialog of one request or of all waiting ones; the dialog's mask stands in while it arrives. */
export function DeclineDialog(props: DeclineDialogProps) {
  return (
    <Suspense fallback={<DialogLoading testId="decline-dialog-loading" />}>
      <DeclineDialogPart {...props} />
    </Suspense>
  );
}

/** Decision buttons of one request that waits for the actor (a cancellation to confirm is approved too). */
export function DecisionButtons({ request, onDecline }: { request: AbsenceView; onDecline: () => void }) {
  const { t } = useTranslation('absences');
  const feedback = useActionFeedback();
  const [approve, approveState] = useApproveAbsenceMutation();
  const confirming = request.status === 'cancellation_pending';
  return (
    <Space size={4} wrap>
      <Button
        size="small"
        type="primary"
        loading={approveState.isLoading}
        onClick={async () => feedback(await approve(request.id), confirming ? t('decide.cancellationConfirmed') : t('decide.approved'))}
        data-testid={`approve-${request.id}`}
      >
        {confirming ? t('decide.confirmCancellation') : t('decide.approve')}
      </Button>
      {confirming ? null : (
        <Button size="small" danger onClick={onDecline} data-testid={`decline-${request.id}`}>
          {t('decide.decline')}
        </Button>
      )}
    </Space>
  );
}
