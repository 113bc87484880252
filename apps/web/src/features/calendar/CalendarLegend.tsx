import { useTranslation } from 'react-i18next';
import { HOLIDAY_COLOR, REST_DAY_COLOR, SWITCHED_DAY_COLOR } from './calendarRules';

export type LegendKind = 'presence' | 'approved' | 'pending' | 'rest' | 'holiday' | 'switched';

const SWATCH: Record<LegendKind, { color: string; pending?: boolean }> = {
  presence: { color: '#2786fb' },
  approved: { color: '#2e7d32' },
  pending: { color: '#2e7d32', pending: true },
  rest: { color: REST_DAY_COLOR },
  holiday: { color: HOLIDAY_COLOR },
  switched: { color: SWITCHED_DAY_COLOR },
};

/** What the marks of a calendar mean (pending is hatched, approved solid). */
export function CalendarLegend({ kinds }: { kinds: LegendKind[] }) {
  const { t } = useTranslation('calendar');
  return (
    <div className="calendar-legend" data-testid="calendar-legend">
      {kinds.map((kind) => (
        <span key={kind}>
          <span className={`calendar-legend__swatch${SWATCH[kind].pending ? ' calendar-legend__swatch--pending' : ''}`} style={{ background: SWATCH[kind].color }} />
          {t(`legend.${kind}`)}
        </span>
      ))}
    </div>
  );
}
