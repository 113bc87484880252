// The Macedonian catalogues, one per namespace, in one object: for the tests and the catalogue check (the
// app fetches each as a chunk of its own, i18n/index.ts).
import type { Namespace } from '.';
import absences from './mk/absences.json';
import account from './mk/account.json';
import admin from './mk/admin.json';
import auth from './mk/auth.json';
import calendar from './mk/calendar.json';
import common from './mk/common.json';
import company from './mk/company.json';
import dashboard from './mk/dashboard.json';
import documents from './mk/documents.json';
import errors from './mk/errors.json';
import navigation from './mk/navigation.json';
import policies from './mk/policies.json';
import presence from './mk/presence.json';
import profile from './mk/profile.json';
import registration from './mk/registration.json';
import reports from './mk/reports.json';
import titles from './mk/titles.json';
import users from './mk/users.json';

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
