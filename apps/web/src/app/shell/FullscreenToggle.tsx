import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const isFullscreen = () => Boolean(document.fullscreenElement);

export function FullscreenToggle() {
  const { t } = useTranslation();
  const [active, setActive] = useState(isFullscreen);

  useEffect(() => {
    const sync = () => setActive(isFullscreen());
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  const toggle = async () => {
    try {
      if (isFullscreen()) await document.exitFullscreen();
      else await document.documentElement.requestFullscreen();
    } catch {
      // The browser refused (not allowed in an iframe, or unsupported): nothing to do.
    }
  };

  const label = t(active ? 'toolbar.exitFullscreen' : 'toolbar.enterFullscreen');
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        aria-label={label}
        aria-pressed={active}
        icon={active ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        onClick={() => void toggle()}
      />
    </Tooltip>
  );
}
