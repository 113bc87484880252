import { PrinterOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Empty, Popconfirm, QRCode, Skeleton } from 'antd';
import { Card } from '../../shared/ui/Card';
import { useTranslation } from 'react-i18next';
import { buildErrorMessage } from '../../shared/buildErrorMessage';
import { LoadError } from '../../shared/ui/QueryState';
import { useListQrCodesQuery, useRegenerateQrCodeMutation } from './usersApi';
import { Typography } from '../../shared/ui/Typography';
import { useAppApi } from '../../shared/ui/useAppApi';

/**
 * The printable sheet of QR codes (`GET /api/users/qr-codes`): each active user's name, the QR code
 * drawn by antd's own QRCode (SVG, so it prints sharp) and the code as text under it. "New code"
 * revokes a lost or copied badge: the user gets a new code and the gates refuse the old one.
 */
export function QrCodesSheet() {
  const { t } = useTranslation('users');
  const { data, isLoading, error } = useListQrCodesQuery();
  const [regenerate, regenerating] = useRegenerateQrCodeMutation();
  const { message } = useAppApi();

  const renew = async (id: number, name: string) => {
    try {
      await regenerate(id).unwrap();
      message.success(t('qr.renewed', { name }));
    } catch (err) {
      message.error(buildErrorMessage(err));
    }
  };

  if (isLoading) return <Skeleton active />;
  if (error) return <LoadError error={error} />;
  const codes = data ?? [];

  return (
    <div className="qr-sheet" data-testid="qr-sheet">
      <div className="qr-sheet__toolbar">
        <Typography.Text type="secondary">{t('qr.hint')}</Typography.Text>
        <Button icon={<PrinterOutlined />} onClick={() => window.print()} disabled={codes.length === 0}>
          {t('qr.print')}
        </Button>
      </div>
      {codes.length === 0 ? (
        <Empty description={t('qr.empty')} />
      ) : (
        <div className="qr-sheet__grid">
          {codes.map((code) => (
            <Card key={code.id} size="small" className="qr-card" data-testid="qr-card">
              <Typography.Text strong className="qr-card__name">
                {code.full_name}
              </Typography.Text>
              {code.qr_code ? (
                <>
                  <QRCode value={code.qr_code} type="svg" size={144} bordered={false} />
                  <Typography.Text code className="qr-card__token">
                    {code.qr_code}
                  </Typography.Text>
                </>
              ) : (
                <Typography.Text type="secondary">{t('qr.none')}</Typography.Text>
              )}
              <Popconfirm
                title={t('qr.renewConfirm', { name: code.full_name })}
                okText={t('qr.renew')}
                cancelText={t('qr.cancel')}
                onConfirm={() => renew(code.id, code.full_name)}
              >
                <Button size="small" icon={<ReloadOutlined />} className="qr-card__renew" loading={regenerating.isLoading && regenerating.originalArgs === code.id}>
                  {t('qr.renew')}
                </Button>
              </Popconfirm>
            </Card>
          ))}
        </div>
      )}
    </div>
  );
}
