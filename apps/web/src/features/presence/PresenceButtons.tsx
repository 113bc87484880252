import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { selectCurrentUser } from '../../app/session';
import { kindColor, PRESENCE_KINDS } from './presenceKinds';
import { formatTime, companyZoneOf } from './presenceTime';
import type { PresenceControls } from './usePresenceControls';
import { shadeForWhiteText, TEXT_COLOR } from '../../shared/colors';
import { Typography } from '../../shared/ui/Typography';

/**
 * The four presence buttons and the indicator (spec section 4). The indicator takes the colour of
 * the kind that is on, #5f6281 when none is; each button carries its kind's colour as a mark, the
 * active one is filled with it; while a call is on its way every button is disabled and the pressed
 * one shows loading.
 */
export function PresenceButtons({ controls }: { controls: PresenceControls }) {
  const { t } = useTranslation('presence');
  const user = useAppSelector(selectCurrentUser);
  const zone = companyZoneOf(user);
  const { kind, pending, color, open, press, refreshCount } = controls;

  return (
    <div className="presence-controls" data-testid="presence-controls" data-refresh-count={refreshCount}>
      <div className="presence-indicator" role="status" aria-live="polite">
        <span
          className="presence-indicator__light"
          data-testid="presence-indicator"
          data-kind={kind ?? 'none'}
          data-color={color}
          style={{ backgroundColor: color }}
          aria-hidden="true"
        />
        <Typography.Text strong data-testid="presence-status">
          {kind ? t('status.on', { kind: t(`kinds.${kind}`) }) : t('status.off')}
        </Typography.Text>
        {open && kind ? (
          <Typography.Text type="secondary" data-testid="presence-since">
            {t('status.since', { time: formatTime(open.start, zone) })}
          </Typography.Text>
        ) : null}
      </div>
      <Space wrap className="presence-buttons">
        {PRESENCE_KINDS.map((item) => {
          const active = kind === item;
          const kindColour = kindColor(item);
          // The kind's colour marks the button (a dot; the spinner takes its place while loading). The
          // text is dark on white, or white on the active kind's fill, a shade of its colour dark enough
          // for white (4.5:1): white on the catalogue's colours is 1.7–3.6:1, and they on white as little.
          const fill = shadeForWhiteText(kindColour);
          return (
            <Button
              key={item}
              size="large"
              data-testid={`presence-button-${item}`}
              data-color={kindColour}
              aria-pressed={active}
              title={t(active ? `actions.stop.${item}` : `actions.start.${item}`)}
              loading={pending === item}
              disabled={pending !== null}
              onClick={() => void press(item)}
              className={`presence-button${active ? ' presence-button--active' : ''}`}
              icon={<span className="presence-button__mark" data-testid={`presence-mark-${item}`} style={{ backgroundColor: kindColour }} aria-hidden="true" />}
              style={
                pending !== null
                  ? undefined
                  : active
                    ? { backgroundColor: fill, borderColor: fill, color: '#fff' }
                    : { borderColor: kindColour, color: TEXT_COLOR }
              }
            >
              {/* The kind that is on says what pressing it does: "Clock out", "End break". */}
              {active ? t(`actions.stop.${item}`) : t(`kinds.${item}`)}
            </Button>
          );
        })}
      </Space>
    </div>
  );
}
