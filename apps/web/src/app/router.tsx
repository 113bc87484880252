import type { ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { ReportKind } from '@presently/contracts';
import { LoginPage } from '../features/auth/LoginPage';
import { loadNamespaces, type Namespace } from '../i18n';
import PAGE_NAMESPACES from '../i18n/page-namespaces.json';
import { Paths, type AppPath } from './session/access';
import { BareLayout } from './shell/BareLayout';
import { loadChunk, page, type LazyPage } from './shell/lazyPage';
import { RootLayout } from './shell/RootLayout';
import { RouteErrorPage } from './shell/RouteErrorPage';
import type { PageHandle } from './shell/usePageEffects';

/**
 * The catalogues a page's loader fetches with its chunk, beyond the startup ones (and, inside the
 * shell, beyond the shell's own): i18n/page-namespaces.json, keyed by the page's module as the
 * build's manifest names it, so that the bundle budget counts what the browser fetches. A test
 * (i18n/pageNamespaces.test.ts) checks that each list covers the namespaces the page's modules use.
 */
const namespacesOf = (module: keyof typeof PAGE_NAMESPACES): Namespace[] => PAGE_NAMESPACES[module] as Namespace[];

interface PageRoute {
  path: AppPath;
  titleKey: string;
  /**
   * The page, loaded on its first visit in its own chunk (issue 14: the first load carries only the
   * shell and the login page): `page(() => import('../features/x/XPage'), 'XPage')`.
   */
  page?: LazyPage;
  /** A page bundled with the shell (the login page only). Without page or element: "coming soon". */
  element?: ReactNode;
}

/**
 * A report route: the one report page of features/reports for its kind, in the reports chunk (loaded
 * on the first visit of any report, with the same timeout and retry as every page).
 */
function reportPage(kind: ReportKind): LazyPage {
  return async () => {
    const [{ ReportPage }] = await loadChunk(() =>
      Promise.all([import('../features/reports/ReportPage'), loadNamespaces(namespacesOf('src/features/reports/ReportPage.tsx'))]),
    );
    return { Component: () => <ReportPage key={kind} kind={kind} /> };
  };
}

/**
 * A page outside the shell that uses antd: loaded with AntdProviders (antd's theme, locale and
 * `message`; a chunk of its own, which the shell imports too), since the login page, in the first
 * load, has no antd around it (issue 14).
 */
function withAntd(lazy: LazyPage): LazyPage {
  return async () => {
    const [{ Component: Page }, { AntdProviders }] = await Promise.all([lazy(), loadChunk(() => import('./AntdProviders'))]);
    return {
      Component: function AntdPage() {
        return (
          <AntdProviders>
            <Page />
          </AntdProviders>
        );
      },
    };
  };
}

/** Pages that show content only (spec section 2). The login page, in everyone's first load, uses no antd. */
const BARE_PAGES: PageRoute[] = [
  { path: Paths.login, titleKey: 'login', element: <LoginPage /> },
  { path: Paths.register, titleKey: 'register', page: withAntd(page(() => import('../features/registration/RegisterPage'), 'RegisterPage', namespacesOf('src/features/registration/RegisterPage.tsx'))) },
  { path: Paths.verifyEmail, titleKey: 'verifyEmail', page: withAntd(page(() => import('../features/registration/VerifyEmailPage'), 'VerifyEmailPage', namespacesOf('src/features/registration/VerifyEmailPage.tsx'))) },
];

/** Pages inside the shell (navigation, toolbar, footer). Access rules live in app/session/access.ts. */
const SHELL_PAGES: PageRoute[] = [
  { path: Paths.myPresence, titleKey: 'myPresence', page: page(() => import('../features/presence/MyPresencePage'), 'MyPresencePage', namespacesOf('src/features/presence/MyPresencePage.tsx')) },
  { path: Paths.myCalendar, titleKey: 'myCalendar', page: page(() => import('../features/calendar'), 'MyCalendarPage', namespacesOf('src/features/calendar/index.ts')) },
  { path: Paths.calendar, titleKey: 'calendar', page: page(() => import('../features/calendar'), 'TeamCalendarPage', namespacesOf('src/features/calendar/index.ts')) },
  { path: Paths.myProfile, titleKey: 'myProfile', page: page(() => import('../features/profile/ProfilePage'), 'ProfilePage', namespacesOf('src/features/profile/ProfilePage.tsx')) },
  { path: Paths.dashboard, titleKey: 'dashboard', page: page(() => import('../features/dashboard/DashboardPage'), 'DashboardPage', namespacesOf('src/features/dashboard/DashboardPage.tsx')) },
  { path: Paths.privacyPolicy, titleKey: 'privacyPolicy', page: page(() => import('../features/policies/PrivacyPolicyPage'), 'PrivacyPolicyPage', namespacesOf('src/features/policies/PrivacyPolicyPage.tsx')) },
  { path: Paths.cookiePolicy, titleKey: 'cookiePolicy', page: page(() => import('../features/policies/CookiePolicyPage'), 'CookiePolicyPage', namespacesOf('src/features/policies/CookiePolicyPage.tsx')) },
  { path: Paths.presence, titleKey: 'presence', page: page(() => import('../features/presence/PresencePage'), 'PresencePage', namespacesOf('src/features/presence/PresencePage.tsx')) },
  { path: Paths.shiftReports, titleKey: 'shiftReports', page: reportPage('shift') },
  { path: Paths.calendarReports, titleKey: 'calendarReports', page: reportPage('calendar') },
  { path: Paths.presenceReports, titleKey: 'presenceReports', page: reportPage('presence') },
  { path: Paths.nonRoundedPresenceReports, titleKey: 'nonRoundedPresenceReports', page: reportPage('non-rounded-presence') },
  { path: Paths.specialReports, titleKey: 'specialReports', page: reportPage('special') },
  { path: Paths.administratorReports, titleKey: 'administratorReports', page: reportPage('administrators') },
  { path: Paths.users, titleKey: 'users', page: page(() => import('../features/users/UsersPage'), 'UsersPage', namespacesOf('src/features/users/UsersPage.tsx')) },
  { path: Paths.addUser, titleKey: 'addUser', page: page(() => import('../features/users/UserFormPage'), 'AddUserPage', namespacesOf('src/features/users/UserFormPage.tsx')) },
  { path: Paths.editUser, titleKey: 'editUser', page: page(() => import('../features/users/UserFormPage'), 'EditUserPage', namespacesOf('src/features/users/UserFormPage.tsx')) },
  { path: Paths.workRules, titleKey: 'workRules', page: page(() => import('../features/workRules/WorkRulesPage'), 'WorkRulesPage', namespacesOf('src/features/workRules/WorkRulesPage.tsx')) },
  { path: Paths.departments, titleKey: 'departments', page: page(() => import('../features/structure/DepartmentsPage'), 'DepartmentsPage', namespacesOf('src/features/structure/DepartmentsPage.tsx')) },
  { path: Paths.nationalitiesReligions, titleKey: 'nationalityReligion', page: page(() => import('../features/nationalities-religions/NationalityReligionPage'), 'NationalityReligionPage', namespacesOf('src/features/nationalities-religions/NationalityReligionPage.tsx')) },
  { path: Paths.documentTemplates, titleKey: 'documentTemplates', page: page(() => import('../features/document-templates/DocumentTemplatesPage'), 'DocumentTemplatesPage', namespacesOf('src/features/document-templates/DocumentTemplatesPage.tsx')) },
  { path: Paths.holidays, titleKey: 'holidays', page: page(() => import('../features/holidays/HolidaysPage'), 'HolidaysPage', namespacesOf('src/features/holidays/HolidaysPage.tsx')) },
  { path: Paths.teams, titleKey: 'teams', page: page(() => import('../features/structure/TeamsPage'), 'TeamsPage', namespacesOf('src/features/structure/TeamsPage.tsx')) },
  { path: Paths.companyDetails, titleKey: 'companyDetails', page: page(() => import('../features/company/CompanyDetailsPage'), 'CompanyDetailsPage', namespacesOf('src/features/company/CompanyDetailsPage.tsx')) },
  { path: Paths.settings, titleKey: 'settings', page: page(() => import('../features/company/CompanySettingsPage'), 'CompanySettingsPage', namespacesOf('src/features/company/CompanySettingsPage.tsx')) },
  { path: Paths.gates, titleKey: 'gates', page: page(() => import('../features/gates/GatesPage'), 'GatesPage', namespacesOf('src/features/gates/GatesPage.tsx')) },
  { path: Paths.myAbsences, titleKey: 'myAbsences', page: page(() => import('../features/absences/MyAbsencesPage'), 'MyAbsencesPage', namespacesOf('src/features/absences/MyAbsencesPage.tsx')) },
  { path: Paths.absenceRequests, titleKey: 'absenceRequests', page: page(() => import('../features/absences/AbsenceRequestsPage'), 'AbsenceRequestsPage', namespacesOf('src/features/absences/AbsenceRequestsPage.tsx')) },
  { path: Paths.absenceDetails, titleKey: 'absenceDetails', page: page(() => import('../features/absences/AbsenceDetailsPage'), 'AbsenceDetailsPage', namespacesOf('src/features/absences/AbsenceDetailsPage.tsx')) },
  { path: Paths.cumulativeReports, titleKey: 'cumulativeReports', page: reportPage('cumulative') },
  { path: Paths.periodicReports, titleKey: 'periodicReports', page: reportPage('periodic') },
  { path: Paths.detailedReports, titleKey: 'detailedReports', page: reportPage('detailed') },
  { path: Paths.scheduledReports, titleKey: 'scheduledReports', page: page(() => import('../features/reports/ScheduledReportsPage'), 'ScheduledReportsPage', namespacesOf('src/features/reports/ScheduledReportsPage.tsx')) },
  { path: Paths.monthClosures, titleKey: 'monthClosures', page: page(() => import('../features/month-closures/MonthClosuresPage'), 'MonthClosuresPage', namespacesOf('src/features/month-closures/MonthClosuresPage.tsx')) },
  { path: Paths.unauthorized, titleKey: 'unauthorized', page: page(() => import('./shell/UnauthorizedPage'), 'UnauthorizedPage', namespacesOf('src/app/shell/UnauthorizedPage.tsx')) },
];

/** The "coming soon" body of a page whose issue has not landed yet (its own small chunk too). */
async function comingSoon(titleKey: string) {
  const [{ ComingSoonPage }] = await loadChunk(() =>
    Promise.all([import('./shell/ComingSoonPage'), loadNamespaces(namespacesOf('src/app/shell/ComingSoonPage.tsx'))]),
  );
  return { element: <ComingSoonPage titleKey={titleKey} /> };
}

const toRoute = ({ path, titleKey, page: lazy, element }: PageRoute): RouteObject => ({
  path,
  ...(lazy ? { lazy } : element ? { element } : { lazy: () => comingSoon(titleKey) }),
  handle: { titleKey } satisfies PageHandle,
});

export const PAGE_ROUTES: readonly PageRoute[] = [...BARE_PAGES, ...SHELL_PAGES];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <BareLayout />,
        children: [
          ...BARE_PAGES.map(toRoute),
          { path: '*', lazy: page(() => import('./shell/NotFoundPage'), 'NotFoundPage', namespacesOf('src/app/shell/NotFoundPage.tsx')), handle: { titleKey: 'notFound', notFound: true } satisfies PageHandle },
        ],
      },
      // The shell (navigation, toolbar, account dialogs) is loaded with the first signed-in page, not for the login page.
      { lazy: page(() => import('./shell/AppLayout'), 'AppLayout', namespacesOf('src/app/shell/AppLayout.tsx')), children: SHELL_PAGES.map(toRoute) },
    ],
  },
];

/** History-mode router for the browser; tests build a memory router from the same `routes`. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
