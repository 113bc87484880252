import { PRESENCE_TYPES } from '@presently/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../shared/dates';
import { type Labels, typeKeyOf } from './calendarRules';

/** The words the calendars' events are titled with, in the current language (new ones when it changes). */
export function useCalendarLabels(): Labels {
  const { t, i18n } = useTranslation(['calendar', 'absences', 'presence']);
  const language = i18n.language;
  return useMemo(
    () => ({
      absenceType: (typeId) => t(`absences:types.${typeKeyOf(typeId)}`),
      status: (status) => t(`absences:status.${status}`),
      presenceType: (typeId) => t(`presence:types.${typeId}`, { defaultValue: PRESENCE_TYPES.find((p) => p.id === typeId)?.name ?? '' }),
      restDay: t('calendar:restDay'),
      switchedDay: (workedOn) => (workedOn ? t('calendar:switchedFor', { date: formatDay(workedOn) }) : t('absences:types.switched_day')),
    }),
    // The language changes what t answers.
    [t, language],
  );
}
