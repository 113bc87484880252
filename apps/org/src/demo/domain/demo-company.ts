import { ROLE } from '@presently/contracts';

/** The demo company `npm start` seeds: one person per role, in a small but complete structure. */
export const DEMO_REGISTRATION_ID = 'presently-demo';
export const DEMO_COMPANY_NAME = 'Presently Demo';
export const DEMO_TIMEZONE = 'Europe/Skopje';
export const DEMO_EMAIL_DOMAIN = 'demo.presently.local';

/** Where a demo person sits: the Default units or the Operations department and its team. */
export type DemoPlacement = 'default' | 'operations';

export interface DemoPerson {
  email: string;
  roleId: number;
  fullName: string;
  jobPosition: string;
  placement: DemoPlacement;
}

export const DEMO_OPERATIONS_DEPARTMENT = 'Operations';
export const DEMO_OPERATIONS_TEAM = 'Operations Team';

const person = (local: string, roleId: number, fullName: string, jobPosition: string, placement: DemoPlacement): DemoPerson => ({
  email: `${local}@${DEMO_EMAIL_DOMAIN}`,
  roleId,
  fullName,
  jobPosition,
  placement,
});

/**
 * Role ids as ROLES maps them. The department manager runs Operations, the team lead its team, and a
 * team member and an employee work in it, so approval chains have every step; the rest sit in Default.
 */
export const DEMO_PEOPLE: readonly DemoPerson[] = [
  person('sysadmin', ROLE.SYSADMIN, 'Marko Petrovski', 'System Administrator', 'default'),
  person('manager', ROLE.GENERAL_MANAGER, 'Elena Stojanovska', 'General Manager', 'default'),
  person('hr', ROLE.HUMAN_RESOURCES, 'Ana Nikolovska', 'HR Specialist', 'default'),
  person('teammember', ROLE.TEAM_MEMBER, 'Stefan Trajkovski', 'Warehouse Operator', 'operations'),
  person('employee', ROLE.EMPLOYEE, 'Ivana Dimitrova', 'Logistics Clerk', 'operations'),
  person('teamlead', ROLE.TEAM_LEAD, 'Nikola Georgievski', 'Shift Supervisor', 'operations'),
  person('deplead', ROLE.DEPARTMENT_MANAGER, 'Maja Kostadinovska', 'Operations Manager', 'operations'),
  person('owner', ROLE.CHAIRMAN, 'Aleksandar Ristovski', 'Chairman of the Board', 'default'),
];
