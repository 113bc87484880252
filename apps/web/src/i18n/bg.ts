// The Bulgarian catalogues, one per namespace, in one object: for the tests and the catalogue check (the app
// fetches each as a chunk of its own, i18n/index.ts).
import type { Namespace } from '.';
import absences from './bg/absences.json';
import account from './bg/account.json';
import admin from './bg/admin.json';
import auth from './bg/auth.json';
import calendar from './bg/calendar.json';
import common from './bg/common.json';
import company from './bg/company.json';
import dashboard from './bg/dashboard.json';
import documents from './bg/documents.json';
import errors from './bg/errors.json';
import navigation from './bg/navigation.json';
import policies from './bg/policies.json';
import presence from './bg/presence.json';
import profile from './bg/profile.json';
import registration from './bg/registration.json';
import reports from './bg/reports.json';
import titles from './bg/titles.json';
import users from './bg/users.json';

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
