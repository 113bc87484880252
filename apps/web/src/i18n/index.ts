import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import bgAbsences from './bg/absences.json';
import bgCalendar from './bg/calendar.json';
import bgAccount from './bg/account.json';
import bgAdmin from './bg/admin.json';
import bgAuth from './bg/auth.json';
import bgCommon from './bg/common.json';
import bgDashboard from './bg/dashboard.json';
import bgCompany from './bg/company.json';
import bgDocuments from './bg/documents.json';
import bgErrors from './bg/errors.json';
import bgNavigation from './bg/navigation.json';
import bgPolicies from './bg/policies.json';
import bgPresence from './bg/presence.json';
import bgProfile from './bg/profile.json';
import bgRegistration from './bg/registration.json';
import bgReports from './bg/reports.json';
import bgTitles from './bg/titles.json';
import bgUsers from './bg/users.json';
import enAbsences from './en/absences.json';
import enCalendar from './en/calendar.json';
import enAccount from './en/account.json';
import enAdmin from './en/admin.json';
import enAuth from './en/auth.json';
import enCommon from './en/common.json';
import enDashboard from './en/dashboard.json';
import enCompany from './en/company.json';
import enDocuments from './en/documents.json';
import enErrors from './en/errors.json';
import enNavigation from './en/navigation.json';
import enPolicies from './en/policies.json';
import enPresence from './en/presence.json';
import enProfile from './en/profile.json';
import enRegistration from './en/registration.json';
import enReports from './en/reports.json';
import enTitles from './en/titles.json';
import enUsers from './en/users.json';
import { DEFAULT_LANGUAGE, toI18nLanguage, type I18nLanguage } from './languages';
import mkAbsences from './mk/absences.json';
import mkCalendar from './mk/calendar.json';
import mkAccount from './mk/account.json';
import mkAdmin from './mk/admin.json';
import mkAuth from './mk/auth.json';
import mkCommon from './mk/common.json';
import mkDashboard from './mk/dashboard.json';
import mkCompany from './mk/company.json';
import mkDocuments from './mk/documents.json';
import mkErrors from './mk/errors.json';
import mkNavigation from './mk/navigation.json';
import mkPolicies from './mk/policies.json';
import mkPresence from './mk/presence.json';
import mkProfile from './mk/profile.json';
import mkRegistration from './mk/registration.json';
import mkReports from './mk/reports.json';
import mkTitles from './mk/titles.json';
import mkUsers from './mk/users.json';

export const NAMESPACES = [
  'common',
  'navigation',
  'titles',
  'auth',
  'errors',
  'policies',
  'registration',
  'account',
  'profile',
  'admin',
  'users',
  'company',
  'presence',
  'absences',
  'calendar',
  'documents',
  'dashboard',
  'reports',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const resources = {
  en: {
    common: enCommon,
    navigation: enNavigation,
    titles: enTitles,
    auth: enAuth,
    errors: enErrors,
    policies: enPolicies,
    registration: enRegistration,
    account: enAccount,
    profile: enProfile,
    admin: enAdmin,
    users: enUsers,
    company: enCompany,
    presence: enPresence,
    absences: enAbsences,
    calendar: enCalendar,
    documents: enDocuments,
    dashboard: enDashboard,
    reports: enReports,
  },
  mk: {
    common: mkCommon,
    navigation: mkNavigation,
    titles: mkTitles,
    auth: mkAuth,
    errors: mkErrors,
    policies: mkPolicies,
    registration: mkRegistration,
    account: mkAccount,
    profile: mkProfile,
    admin: mkAdmin,
    users: mkUsers,
    company: mkCompany,
    presence: mkPresence,
    absences: mkAbsences,
    calendar: mkCalendar,
    documents: mkDocuments,
    dashboard: mkDashboard,
    reports: mkReports,
  },
  bg: {
    common: bgCommon,
    navigation: bgNavigation,
    titles: bgTitles,
    auth: bgAuth,
    errors: bgErrors,
    policies: bgPolicies,
    registration: bgRegistration,
    account: bgAccount,
    profile: bgProfile,
    admin: bgAdmin,
    users: bgUsers,
    company: bgCompany,
    presence: bgPresence,
    absences: bgAbsences,
    calendar: bgCalendar,
    documents: bgDocuments,
    dashboard: bgDashboard,
    reports: bgReports,
  },
} satisfies Record<I18nLanguage, Record<Namespace, object>>;

/** Initialises the shared i18next instance once, synchronously (catalogues are bundled). */
export function initI18n(language: I18nLanguage = toI18nLanguage(DEFAULT_LANGUAGE)) {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources,
      lng: language,
      fallbackLng: 'en',
      supportedLngs: ['en', 'mk', 'bg'],
      ns: NAMESPACES,
      defaultNS: 'common',
      interpolation: { escapeValue: false }, // React escapes already
      initAsync: false,
      returnNull: false,
      showSupportNotice: false,
    });
  } else if (i18n.language !== language) {
    void i18n.changeLanguage(language);
  }
  return i18n;
}

initI18n();

export default i18n;
