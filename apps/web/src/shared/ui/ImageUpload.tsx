import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Upload } from 'antd';
import { useState } from 'react';
import { buildErrorMessage } from '../buildErrorMessage';
import { translateErrorKey } from '../formErrors';
import { Typography } from './Typography';

/** Spec sections 5 and 9: avatars are JPEG, JPG or PNG of at most 1 MB. */
export const AVATAR_MAX_BYTES = 1024 * 1024;
const AVATAR_TYPES = ['image/jpeg', 'image/png'];
const AVATAR_EXTENSION = /\.(jpe?g|png)$/i;

/** The error key for a file that cannot be an avatar (checked before upload; the server checks again), or null. */
export function avatarProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!AVATAR_TYPES.includes(file.type) && !AVATAR_EXTENSION.test(file.name)) return 'file_must_be_image';
  if (file.size > AVATAR_MAX_BYTES) return 'file_too_large_1mb';
  return null;
}

const IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

interface ImageUploadProps<R> {
  /** Sends the file (an RTK Query mutation trigger). */
  upload: (file: File) => PromiseLike<{ data: NoInfer<R>; error?: undefined } | { error: unknown }>;
  /** After a successful upload. */
  onUploaded: (data: R) => void;
  buttonLabel: string;
  hint: string;
  errorTestId: string;
  loading: boolean;
}

/**
 * An upload button for an avatar or a logo, its hint and the problem of the last attempt. Images
 * are checked here first (spec section 5: JPEG, JPG or PNG of at most 1 MB); the server's keys are
 * shown as sent.
 */
export function ImageUpload<R>({ upload, onUploaded, buttonLabel, hint, errorTestId, loading }: ImageUploadProps<R>) {
  const [problem, setProblem] = useState<unknown>(null);

  const send = async (file: File) => {
    setProblem(null);
    const localProblem = avatarProblem(file);
    if (localProblem) {
      setProblem({ error: localProblem });
      return;
    }
    const result = await upload(file);
    if ('error' in result) {
      setProblem(result.error);
      return;
    }
    onUploaded(result.data);
  };

  return (
    <>
      <Upload
        accept={IMAGE_ACCEPT}
        showUploadList={false}
        maxCount={1}
        beforeUpload={(file) => {
          void send(file);
          return Upload.LIST_IGNORE; // our own call sends it, with the session
        }}
      >
        <Button icon={<UploadOutlined />} loading={loading}>
          {buttonLabel}
        </Button>
      </Upload>
      <Typography.Paragraph type="secondary" className="profile__avatar-hint">
        {hint}
      </Typography.Paragraph>
      {problem ? <Alert type="error" showIcon data-testid={errorTestId} message={buildErrorMessage(problem, translateErrorKey)} /> : null}
    </>
  );
}
