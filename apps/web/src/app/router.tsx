import type { ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AbsenceDetailsPage } from '../features/absences/AbsenceDetailsPage';
import { AbsenceRequestsPage } from '../features/absences/AbsenceRequestsPage';
import { MyAbsencesPage } from '../features/absences/MyAbsencesPage';
import { LoginPage } from '../features/auth/LoginPage';
import { CompanyDetailsPage } from '../features/company/CompanyDetailsPage';
import { CompanySettingsPage } from '../features/company/CompanySettingsPage';
import { DocumentTemplatesPage } from '../features/document-templates/DocumentTemplatesPage';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { GatesPage } from '../features/gates/GatesPage';
import { HolidaysPage } from '../features/holidays/HolidaysPage';
import { NationalityReligionPage } from '../features/nationalities-religions/NationalityReligionPage';
import { CookiePolicyPage } from '../features/policies/CookiePolicyPage';
import { PrivacyPolicyPage } from '../features/policies/PrivacyPolicyPage';
import { MyPresencePage } from '../features/presence/MyPresencePage';
import { PresencePage } from '../features/presence/PresencePage';
import { ProfilePage } from '../features/profile/ProfilePage';
import { RegisterPage } from '../features/registration/RegisterPage';
import { ReportPage, ReportSchedulesPage } from '../features/reports';
import { VerifyEmailPage } from '../features/registration/VerifyEmailPage';
import { DepartmentsPage } from '../features/structure/DepartmentsPage';
import { MyCalendarPage, TeamCalendarPage } from '../features/calendar';
import { TeamsPage } from '../features/structure/TeamsPage';
import { AddUserPage, EditUserPage } from '../features/users/UserFormPage';
import { UsersPage } from '../features/users/UsersPage';
import { WorkRulesPage } from '../features/workRules/WorkRulesPage';
import { Paths, type AppPath } from './session/access';
import { AppLayout } from './shell/AppLayout';
import { BareLayout } from './shell/BareLayout';
import { ComingSoonPage } from './shell/ComingSoonPage';
import { NotFoundPage } from './shell/NotFoundPage';
import { RootLayout } from './shell/RootLayout';
import { RouteErrorPage } from './shell/RouteErrorPage';
import { UnauthorizedPage } from './shell/UnauthorizedPage';
import type { PageHandle } from './shell/usePageEffects';

interface PageRoute {
  path: AppPath;
  titleKey: string;
  /** Omitted: a translated "coming soon" body under the page title, until the page's own issue lands. */
  element?: ReactNode;
}

/** Pages that show content only (spec section 2). */
const BARE_PAGES: PageRoute[] = [
  { path: Paths.login, titleKey: 'login', element: <LoginPage /> },
  { path: Paths.register, titleKey: 'register', element: <RegisterPage /> },
  { path: Paths.verifyEmail, titleKey: 'verifyEmail', element: <VerifyEmailPage /> },
];

/** Pages inside the shell (navigation, toolbar, footer). Access rules live in app/session/access.ts. */
const SHELL_PAGES: PageRoute[] = [
  { path: Paths.myPresence, titleKey: 'myPresence', element: <MyPresencePage /> },
  { path: Paths.myCalendar, titleKey: 'myCalendar', element: <MyCalendarPage /> },
  { path: Paths.calendar, titleKey: 'calendar', element: <TeamCalendarPage /> },
  { path: Paths.myProfile, titleKey: 'myProfile', element: <ProfilePage /> },
  { path: Paths.dashboard, titleKey: 'dashboard', element: <DashboardPage /> },
  { path: Paths.privacyPolicy, titleKey: 'privacyPolicy', element: <PrivacyPolicyPage /> },
  { path: Paths.cookiePolicy, titleKey: 'cookiePolicy', element: <CookiePolicyPage /> },
  { path: Paths.presence, titleKey: 'presence', element: <PresencePage /> },
  { path: Paths.shiftReports, titleKey: 'shiftReports', element: <ReportPage key="shift" kind="shift" /> },
  { path: Paths.calendarReports, titleKey: 'calendarReports', element: <ReportPage key="calendar" kind="calendar" /> },
  { path: Paths.presenceReports, titleKey: 'presenceReports', element: <ReportPage key="presence" kind="presence" /> },
  { path: Paths.nonRoundedPresenceReports, titleKey: 'nonRoundedPresenceReports', element: <ReportPage key="non-rounded-presence" kind="non-rounded-presence" /> },
  { path: Paths.specialReports, titleKey: 'specialReports', element: <ReportPage key="special" kind="special" /> },
  { path: Paths.administratorReports, titleKey: 'administratorReports', element: <ReportPage key="administrators" kind="administrators" /> },
  { path: Paths.users, titleKey: 'users', element: <UsersPage /> },
  { path: Paths.addUser, titleKey: 'addUser', element: <AddUserPage /> },
  { path: Paths.editUser, titleKey: 'editUser', element: <EditUserPage /> },
  { path: Paths.workRules, titleKey: 'workRules', element: <WorkRulesPage /> },
  { path: Paths.departments, titleKey: 'departments', element: <DepartmentsPage /> },
  { path: Paths.nationalitiesReligions, titleKey: 'nationalityReligion', element: <NationalityReligionPage /> },
  { path: Paths.documentTemplates, titleKey: 'documentTemplates', element: <DocumentTemplatesPage /> },
  { path: Paths.holidays, titleKey: 'holidays', element: <HolidaysPage /> },
  { path: Paths.teams, titleKey: 'teams', element: <TeamsPage /> },
  { path: Paths.companyDetails, titleKey: 'companyDetails', element: <CompanyDetailsPage /> },
  { path: Paths.settings, titleKey: 'settings', element: <CompanySettingsPage /> },
  { path: Paths.gates, titleKey: 'gates', element: <GatesPage /> },
  { path: Paths.myAbsences, titleKey: 'myAbsences', element: <MyAbsencesPage /> },
  { path: Paths.absenceRequests, titleKey: 'absenceRequests', element: <AbsenceRequestsPage /> },
  { path: Paths.absenceDetails, titleKey: 'absenceDetails', element: <AbsenceDetailsPage /> },
  { path: Paths.cumulativeReports, titleKey: 'cumulativeReports', element: <ReportPage key="cumulative" kind="cumulative" /> },
  { path: Paths.periodicReports, titleKey: 'periodicReports', element: <ReportPage key="periodic" kind="periodic" /> },
  { path: Paths.detailedReports, titleKey: 'detailedReports', element: <ReportPage key="detailed" kind="detailed" /> },
  { path: Paths.reportSchedules, titleKey: 'reportSchedules', element: <ReportSchedulesPage /> },
  { path: Paths.unauthorized, titleKey: 'unauthorized', element: <UnauthorizedPage /> },
];

const toRoute = ({ path, titleKey, element }: PageRoute): RouteObject => ({
  path,
  element: element ?? <ComingSoonPage titleKey={titleKey} />,
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
          { path: '*', element: <NotFoundPage />, handle: { titleKey: 'notFound', notFound: true } satisfies PageHandle },
        ],
      },
      { element: <AppLayout />, children: SHELL_PAGES.map(toRoute) },
    ],
  },
];

/** History-mode router for the browser; tests build a memory router from the same `routes`. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
