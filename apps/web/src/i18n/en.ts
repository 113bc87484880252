// The English catalogues, one per namespace, in one object: for the tests and the catalogue check (the app
// fetches each as a chunk of its own, i18n/index.ts).
import type { Namespace } from '.';
import absences from './en/absences.json';
import account from './en/account.json';
import admin from './en/admin.json';
import auth from './en/auth.json';
import calendar from './en/calendar.json';
import common from './en/common.json';
import company from './en/company.json';
import dashboard from './en/dashboard.json';
import documents from './en/documents.json';
import errors from './en/errors.json';
import navigation from './en/navigation.json';
import policies from './en/policies.json';
import presence from './en/presence.json';
import profile from './en/profile.json';
import registration from './en/registration.json';
import reports from './en/reports.json';
import titles from './en/titles.json';
import users from './en/users.json';

export const catalogue = {
  common,
  navigation,
  titles,
  auth,
  errors,
  policies,
  registration,
  account,
  profile,
  admin,
  users,
  company,
  presence,
  absences,
  calendar,
  documents,
  dashboard,
  reports,
} satisfies Record<Namespace, object>;
