import { Button } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../../shared/lazyChunk';
import { DialogLoading } from '../../shared/ui/DialogLoading';

/** The dialog (antd's Modal and Segmented) and the image come when a reviewer first opens one (issue 14). */
const ScanImageDialog = lazyPart(() => import('./ScanImageDialog').then((m) => m.ScanImageDialog), ['reports']);

interface Props {
  recordId: number;
  /** Whose scan and when, as the row shows it: "Marija Stojanova, 02-Oct-2026 08:02". */
  caption: string;
}

/** The administrators report's "View" of a scan that kept an image: opens it in a dialog. */
export function ScanImageLink({ recordId, caption }: Props) {
  const { t } = useTranslation('reports');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="link" size="small" className="scan-image-link" aria-label={t('image.viewOf', { caption })} onClick={() => setOpen(true)} data-testid={`scan-image-${recordId}`}>
        {t('image.view')}
      </Button>
      {open ? (
        <Suspense fallback={<DialogLoading testId="scan-image-loading" />}>
          <ScanImageDialog recordId={recordId} caption={caption} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
