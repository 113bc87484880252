import { Skeleton } from 'antd';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The user's QR code as an image (spec: shown on My Presence when the company's show_qr_on_web is on). */
export function QrCodeImage({ value }: { value: string }) {
  const { t } = useTranslation('presence');
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    setSrc(null);
    setFailed(false);
    QRCode.toDataURL(value, { errorCorrectionLevel: 'M', margin: 1, width: 220 }).then(
      (url) => live && setSrc(url),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [value]);

  if (failed) return <span data-testid="my-qr-failed">{t('qr.failed')}</span>;
  if (!src) return <Skeleton.Image active />;
  return <img src={src} alt={t('qr.alt')} width={220} height={220} className="my-qr" data-testid="my-qr" />;
}
