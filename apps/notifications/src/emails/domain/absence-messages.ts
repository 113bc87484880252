import type { AbsenceRequestStatus, Lang } from '@presently/contracts';
import type { AbsenceTypeId } from './absence-email-job';

/**
 * What an absence e-mail says, by whom it is for and where the request stands. The same situation
 * has one sentence in each language; `what` is "<type>, <period>" already written out.
 */
export type AbsenceSituation =
  /** The next approver: a request (new, or one step further) waits for them. */
  | 'approve_or_decline'
  /** The last approver: the requester asks to cancel an approved absence. */
  | 'confirm_cancellation'
  /** The next approver: the request that waited for them was cancelled. */
  | 'withdrawn'
  /** The next approver, for anything else (not expected, but never silent). */
  | 'status_changed'
  | 'submitted'
  | 'step_approved'
  | 'approved'
  | 'declined'
  | 'cancelled'
  | 'cancellation_requested'
  /** A substitute: a request waits for the holder they stand in for. */
  | 'substitute_decide'
  | 'substitute_confirm_cancellation'
  /** The requester: a holiday change counted the days again. */
  | 'recounted'
  /** The requester: HR ended the absence early. */
  | 'ended_early'
  /** An approver: the requester added files. */
  | 'files_added';

/** The figures of a change or a substitute's e-mail, written out in the reader's language. */
export interface ChangeWords {
  behalf: string | null;
  days: string;
  beforeDays: string | null;
  beforeEnd: string | null;
  reason: string | null;
  files: string;
}

export interface AbsenceWords {
  /** e = employee, what = "<type>, <period>", by = who approved / declined, waiting = who decides next. */
  subject: (s: AbsenceSituation, v: { e: string; what: string; status: string } & ChangeWords) => string;
  intro: (s: AbsenceSituation, v: { e: string; what: string; status: string; by: string | null; waiting: string | null } & ChangeWords) => string;
  labels: { employee: string; type: string; period: string; days: string; status: string; switchDate: string; comment: string; declineReason: string };
  action: string;
  halfDay: string;
  types: Record<AbsenceTypeId, string>;
  statuses: Record<AbsenceRequestStatus, string>;
  /** Short month names, January first: the spec's dd-Mon-yyyy in the reader's language. */
  months: readonly string[];
  /** The decimal separator of half days ("1.5", "1,5"). */
  decimal: '.' | ',';
}

export const ABSENCE_WORDS: Record<Lang, AbsenceWords> = {
  en: {
    subject: (s, { e, what, status, behalf }) =>
      ({
        approve_or_decline: `${e} asks for ${what}`,
        confirm_cancellation: `${e} asks to cancel ${what}`,
        withdrawn: `Absence request cancelled: ${e}, ${what}`,
        status_changed: `Absence request of ${e}: ${status}`,
        submitted: `Your absence request was sent: ${what}`,
        step_approved: `Your absence request moved on: ${what}`,
        approved: `Your absence request is approved: ${what}`,
        declined: `Your absence request is declined: ${what}`,
        cancelled: `Your absence request is cancelled: ${what}`,
        cancellation_requested: `Cancellation of your absence requested: ${what}`,
        substitute_decide: `${e} asks for ${what} (you stand in for ${behalf})`,
        substitute_confirm_cancellation: `${e} asks to cancel ${what} (you stand in for ${behalf})`,
        recounted: `Requested days counted again: ${what}`,
        ended_early: `Your absence was ended early: ${what}`,
        files_added: `${e} added files to the request: ${what}`,
      })[s],
    intro: (s, { e, what, status, by, waiting, behalf, days, beforeDays, beforeEnd, reason, files }) =>
      ({
        approve_or_decline: `${e} asks for ${what}.${by ? ` ${by} has approved the request and it now waits for you.` : ''} Please approve or decline it.`,
        confirm_cancellation: `${e} asks to cancel an approved absence: ${what}. Please confirm or decline the cancellation.`,
        withdrawn: `${e} cancelled the request for ${what}. It no longer waits for your decision.`,
        status_changed: `The request of ${e} for ${what} is now: ${status}.`,
        submitted: `Your request for ${what} was sent.${waiting ? ` It waits for ${waiting}.` : ''}`,
        step_approved: `${by ? `${by} approved your request for ${what}.` : `One step of your request for ${what} was approved.`} ${waiting ? `It now waits for ${waiting}.` : 'It now waits for the next approval.'}`,
        approved: `Your request for ${what} has been approved.`,
        declined: `Your request for ${what} has been declined${by ? ` by ${by}` : ''}.`,
        cancelled: `Your request for ${what} has been cancelled.`,
        cancellation_requested: `The cancellation of your approved request for ${what} waits for ${waiting ? `${waiting} to confirm it` : 'confirmation'}.`,
        substitute_decide: `${e} asks for ${what}. The request waits for ${behalf}, for whom you stand in: please approve or decline it.`,
        substitute_confirm_cancellation: `${e} asks to cancel an approved absence: ${what}. You stand in for ${behalf}: please confirm or decline the cancellation.`,
        recounted: `The company's holidays changed, so your request for ${what} was counted again: ${beforeDays ?? '?'} → ${days} working days.`,
        ended_early: `Human resources ended your absence early: it was to last until ${beforeEnd ?? '?'} and now is ${what} (${days} working days).${reason ? ` Reason: ${reason}` : ''}`,
        files_added: `${e} added files to the request for ${what}: ${files}.`,
      })[s],
    labels: {
      employee: 'Employee',
      type: 'Type',
      period: 'Period',
      days: 'Requested days',
      status: 'Status',
      switchDate: 'Switched with',
      comment: 'Comment',
      declineReason: 'Reason for declining',
    },
    action: 'Open the request',
    halfDay: 'half day',
    types: {
      1: 'Vacation',
      2: 'Personal days',
      3: 'Sick leave',
      4: 'Business trip',
      5: 'Work from home',
      6: 'Extra days',
      7: 'Switched day',
      8: 'Paid parental leave',
      9: 'Unpaid parental leave',
      10: 'Unpaid leave',
      11: 'Rest day',
    },
    statuses: { pending: 'Pending', approved: 'Approved', declined: 'Declined', cancelled: 'Cancelled', cancellation_pending: 'Cancellation pending' },
    months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    decimal: '.',
  },
  mk: {
    subject: (s, { e, what, status, behalf }) =>
      ({
        approve_or_decline: `${e} бара ${what}`,
        confirm_cancellation: `${e} бара откажување на ${what}`,
        withdrawn: `Откажано барање за отсуство: ${e}, ${what}`,
        status_changed: `Барање за отсуство од ${e}: ${status}`,
        submitted: `Вашето барање за отсуство е испратено: ${what}`,
        step_approved: `Вашето барање за отсуство напредува: ${what}`,
        approved: `Вашето барање за отсуство е одобрено: ${what}`,
        declined: `Вашето барање за отсуство е одбиено: ${what}`,
        cancelled: `Вашето барање за отсуство е откажано: ${what}`,
        cancellation_requested: `Побаравте откажување на отсуство: ${what}`,
        substitute_decide: `${e} бара ${what} (го заменувате ${behalf})`,
        substitute_confirm_cancellation: `${e} бара откажување на ${what} (го заменувате ${behalf})`,
        recounted: `Побараните денови се пресметани повторно: ${what}`,
        ended_early: `Вашето отсуство е предвремено завршено: ${what}`,
        files_added: `${e} додаде датотеки на барањето: ${what}`,
      })[s],
    intro: (s, { e, what, status, by, waiting, behalf, days, beforeDays, beforeEnd, reason, files }) =>
      ({
        approve_or_decline: `${e} бара ${what}.${by ? ` ${by} го одобри барањето и сега тоа чека на вас.` : ''} Ве молиме одобрете го или одбијте го.`,
        confirm_cancellation: `${e} бара откажување на одобрено отсуство: ${what}. Ве молиме потврдете го или одбијте го откажувањето.`,
        withdrawn: `${e} го откажа барањето за ${what}. Тоа повеќе не чека на ваша одлука.`,
        status_changed: `Барањето на ${e} за ${what} сега има статус: ${status}.`,
        submitted: `Вашето барање за ${what} е испратено.${waiting ? ` Чека одлука од ${waiting}.` : ''}`,
        step_approved: `${by ? `${by} го одобри вашето барање за ${what}.` : `Еден чекор од вашето барање за ${what} е одобрен.`} ${waiting ? `Сега чека одлука од ${waiting}.` : 'Сега чека на следното одобрување.'}`,
        approved: `Вашето барање за ${what} е одобрено.`,
        declined: `Вашето барање за ${what} е одбиено${by ? ` од ${by}` : ''}.`,
        cancelled: `Вашето барање за ${what} е откажано.`,
        cancellation_requested: `Откажувањето на вашето одобрено барање за ${what} чека потврда${waiting ? ` од ${waiting}` : ''}.`,
        substitute_decide: `${e} бара ${what}. Барањето чека одлука од ${behalf}, кого го заменувате: ве молиме одобрете го или одбијте го.`,
        substitute_confirm_cancellation: `${e} бара откажување на одобрено отсуство: ${what}. Го заменувате ${behalf}: ве молиме потврдете го или одбијте го откажувањето.`,
        recounted: `Празниците на компанијата се променија, па вашето барање за ${what} е пресметано повторно: ${beforeDays ?? '?'} → ${days} работни денови.`,
        ended_early: `Човечки ресурси предвремено го завршија вашето отсуство: требаше да трае до ${beforeEnd ?? '?'}, а сега е ${what} (${days} работни денови).${reason ? ` Причина: ${reason}` : ''}`,
        files_added: `${e} додаде датотеки на барањето за ${what}: ${files}.`,
      })[s],
    labels: {
      employee: 'Вработен',
      type: 'Вид на отсуство',
      period: 'Период',
      days: 'Побарани денови',
      status: 'Статус',
      switchDate: 'Заменет со денот',
      comment: 'Коментар',
      declineReason: 'Причина за одбивање',
    },
    action: 'Отворете го барањето',
    halfDay: 'половина ден',
    types: {
      1: 'Годишен одмор',
      2: 'Лични денови',
      3: 'Боледување',
      4: 'Службено патување',
      5: 'Работа од дома',
      6: 'Дополнителни денови',
      7: 'Заменет ден',
      8: 'Платено родителско отсуство',
      9: 'Неплатено родителско отсуство',
      10: 'Неплатено отсуство',
      11: 'Слободен ден',
    },
    statuses: { pending: 'На чекање', approved: 'Одобрено', declined: 'Одбиено', cancelled: 'Откажано', cancellation_pending: 'Откажувањето чека потврда' },
    months: ['јан', 'фев', 'мар', 'апр', 'мај', 'јун', 'јул', 'авг', 'сеп', 'окт', 'ное', 'дек'],
    decimal: ',',
  },
  bg: {
    subject: (s, { e, what, status, behalf }) =>
      ({
        approve_or_decline: `${e} иска ${what}`,
        confirm_cancellation: `${e} иска анулиране на ${what}`,
        withdrawn: `Анулирана заявка за отсъствие: ${e}, ${what}`,
        status_changed: `Заявка за отсъствие от ${e}: ${status}`,
        submitted: `Заявката ви за отсъствие е изпратена: ${what}`,
        step_approved: `Заявката ви за отсъствие напредва: ${what}`,
        approved: `Заявката ви за отсъствие е одобрена: ${what}`,
        declined: `Заявката ви за отсъствие е отхвърлена: ${what}`,
        cancelled: `Заявката ви за отсъствие е анулирана: ${what}`,
        cancellation_requested: `Поискахте анулиране на отсъствие: ${what}`,
        substitute_decide: `${e} иска ${what} (заместваш ${behalf})`,
        substitute_confirm_cancellation: `${e} иска анулиране на ${what} (заместваш ${behalf})`,
        recounted: `Заявените дни са преизчислени: ${what}`,
        ended_early: `Отсъствието ви е прекратено предсрочно: ${what}`,
        files_added: `${e} добави файлове към заявката: ${what}`,
      })[s],
    intro: (s, { e, what, status, by, waiting, behalf, days, beforeDays, beforeEnd, reason, files }) =>
      ({
        approve_or_decline: `${e} иска ${what}.${by ? ` ${by} одобри заявката и сега тя очаква вашето решение.` : ''} Моля, одобрете я или я отхвърлете.`,
        confirm_cancellation: `${e} иска да анулира одобрено отсъствие: ${what}. Моля, потвърдете или отхвърлете анулирането.`,
        withdrawn: `${e} анулира заявката за ${what}. Тя вече не очаква вашето решение.`,
        status_changed: `Заявката на ${e} за ${what} вече е със статус: ${status}.`,
        submitted: `Заявката ви за ${what} е изпратена.${waiting ? ` Очаква решение от ${waiting}.` : ''}`,
        step_approved: `${by ? `${by} одобри заявката ви за ${what}.` : `Една стъпка от заявката ви за ${what} е одобрена.`} ${waiting ? `Сега очаква решение от ${waiting}.` : 'Сега очаква следващото одобрение.'}`,
        approved: `Заявката ви за ${what} е одобрена.`,
        declined: `Заявката ви за ${what} е отхвърлена${by ? ` от ${by}` : ''}.`,
        cancelled: `Заявката ви за ${what} е анулирана.`,
        cancellation_requested: `Анулирането на одобрената ви заявка за ${what} очаква потвърждение${waiting ? ` от ${waiting}` : ''}.`,
        substitute_decide: `${e} иска ${what}. Заявката очаква решение от ${behalf}, когото заместваш: моля, одобри я или я отхвърли.`,
        substitute_confirm_cancellation: `${e} иска да анулира одобрено отсъствие: ${what}. Заместваш ${behalf}: моля, потвърди или отхвърли анулирането.`,
        recounted: `Празниците на компанията се промениха, затова заявката ви за ${what} е преизчислена: ${beforeDays ?? '?'} → ${days} работни дни.`,
        ended_early: `Човешки ресурси прекратиха предсрочно отсъствието ви: трябваше да продължи до ${beforeEnd ?? '?'}, а сега е ${what} (${days} работни дни).${reason ? ` Причина: ${reason}` : ''}`,
        files_added: `${e} добави файлове към заявката за ${what}: ${files}.`,
      })[s],
    labels: {
      employee: 'Служител',
      type: 'Вид отсъствие',
      period: 'Период',
      days: 'Заявени дни',
      status: 'Статус',
      switchDate: 'Разменен с деня',
      comment: 'Коментар',
      declineReason: 'Причина за отхвърляне',
    },
    action: 'Отворете заявката',
    halfDay: 'половин ден',
    types: {
      1: 'Платен годишен отпуск',
      2: 'Лични дни',
      3: 'Болничен',
      4: 'Командировка',
      5: 'Работа от вкъщи',
      6: 'Допълнителни дни',
      7: 'Разменен ден',
      8: 'Платен отпуск за отглеждане на дете',
      9: 'Неплатен отпуск за отглеждане на дете',
      10: 'Неплатен отпуск',
      11: 'Почивен ден',
    },
    statuses: { pending: 'Чакаща', approved: 'Одобрена', declined: 'Отхвърлена', cancelled: 'Анулирана', cancellation_pending: 'Чака потвърждение на анулирането' },
    months: ['яну', 'фев', 'мар', 'апр', 'май', 'юни', 'юли', 'авг', 'сеп', 'окт', 'ное', 'дек'],
    decimal: ',',
  },
};
