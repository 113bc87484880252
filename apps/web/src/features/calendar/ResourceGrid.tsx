import type { TeamCalendarView } from '@presently/contracts';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Empty } from 'antd';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../shared/dates';
import { isoWeekdayOf, SATURDAY, SUNDAY, type WeekendFlags } from '../../shared/weekends';
import { ABSENCE_TYPE_COLORS, gridDaysOf, isGranted, resourceRows, typeKeyOf } from './calendarRules';

const ROW_HEIGHT = 32;
const HEAD_HEIGHT = 40;

/**
 * People × days: one row per person of the answer, one column per day of the period (Saturday and
 * Sunday as the company's flags say). Only the rows in sight are in the DOM (@tanstack/react-virtual),
 * so a company of 1,000 scrolls as smoothly as a team of ten; the cells read a map built once per
 * answer.
 */
export interface ResourceGridProps {
  view: TeamCalendarView;
  /** The company's flags: Saturday and Sunday columns only when they say so. */
  weekend: WeekendFlags;
}

export function ResourceGrid({ view, weekend }: ResourceGridProps) {
  const { t } = useTranslation(['calendar', 'absences']);
  const scroller = useRef<HTMLDivElement>(null);
  const rows = useMemo(() => resourceRows(view), [view]);
  const days = useMemo(() => gridDaysOf(view.from, view.to, weekend), [view.from, view.to, weekend]);
  const holidays = useMemo(() => new Map(view.holidays.map((h) => [h.date, h.description])), [view.holidays]);
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 12 });

  if (rows.length === 0) return <Empty description={t('calendar:resource.nobody')} />;
  const width = 200 + days.length * 34;
  const dayClass = (d: string) =>
    `resource-grid__cell${holidays.has(d) ? ' resource-grid__cell--holiday' : ''}${[SATURDAY, SUNDAY].includes(isoWeekdayOf(d)) ? ' resource-grid__cell--weekend' : ''}`;

  return (
    <div ref={scroller} className="resource-grid" data-testid="resource-grid" role="grid" aria-rowcount={rows.length + 1} aria-label={t('calendar:views.resource')}>
      <div className="resource-grid__head" style={{ width }} role="row">
        <div className="resource-grid__name" role="columnheader">
          {t('calendar:resource.person', { count: rows.length })}
        </div>
        {days.map((d) => (
          <div key={d} className={dayClass(d)} role="columnheader" title={holidays.get(d) ?? formatDay(d)} data-date={d}>
            {Number(d.slice(8, 10))}
          </div>
        ))}
      </div>
      <div style={{ height: virtualizer.getTotalSize(), width, position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          return (
            <div key={row.userId} className="resource-grid__row" style={{ top: item.start, width }} role="row" data-testid="resource-row" data-user-id={row.userId}>
              <div className="resource-grid__name" role="rowheader" title={row.name}>
                {row.name}
              </div>
              {days.map((d) => {
                const cell = row.cells.get(d);
                const label = cell ? `${t(`absences:types.${typeKeyOf(cell.absenceTypeId)}`)} · ${t(`absences:status.${cell.status}`)}` : undefined;
                return (
                  <div key={d} className={dayClass(d)} role="gridcell" title={label} data-date={d}>
                    {cell ? (
                      <span
                        className={`resource-grid__mark${isGranted(cell.status) ? '' : ' cal-pending'}`}
                        style={{ background: ABSENCE_TYPE_COLORS[cell.absenceTypeId] }}
                        aria-label={label}
                        data-testid="resource-absence"
                      />
                    ) : null}
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
      <div style={{ height: HEAD_HEIGHT / 4 }} />
    </div>
  );
}
