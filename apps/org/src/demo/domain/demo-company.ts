import { ROLE } from '@presently/contracts';

/**
 * The demo company `npm start` seeds: one login per role (DEMO_PEOPLE, unchanged: tests and docs use
 * them) and the staff of a small distribution company around them (DEMO_STAFF, no logins), so
 * screens, calendars and dashboards show a company that looks real (docs/demo.md).
 */
export const DEMO_REGISTRATION_ID = 'presently-demo';
export const DEMO_COMPANY_NAME = 'Presently Demo';
export const DEMO_TIMEZONE = 'Europe/Skopje';
export const DEMO_EMAIL_DOMAIN = 'demo.presently.local';
/** The address and tax number its documents print (a decision on leave names its employer). */
export const DEMO_COMPANY_DETAILS = { address: 'ul. Makedonija 12', city: 'Skopje', country: 'MK', taxNumber: '4030026512345' } as const;

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

/** A unit of the demo company beyond Operations Team: its department, and who leads it (by e-mail). */
export interface DemoUnit {
  department: string;
  team: string;
  /** The team's lead (role 6). */
  lead: string;
}

/** A department's manager (role 7), by e-mail (Operations keeps the demo login deplead@). */
export const DEMO_DEPARTMENT_MANAGERS: Readonly<Record<string, string>> = {
  Sales: `biljana.todorovska@${DEMO_EMAIL_DOMAIN}`,
  'Finance and Administration': `snezana.gjorgjieva@${DEMO_EMAIL_DOMAIN}`,
};

export const DEMO_UNITS: readonly DemoUnit[] = [
  { department: DEMO_OPERATIONS_DEPARTMENT, team: 'Warehouse', lead: `goran.velkovski@${DEMO_EMAIL_DOMAIN}` },
  { department: DEMO_OPERATIONS_DEPARTMENT, team: 'Field Service', lead: `dejan.popovski@${DEMO_EMAIL_DOMAIN}` },
  { department: 'Sales', team: 'Sales Skopje', lead: `vladimir.zafirovski@${DEMO_EMAIL_DOMAIN}` },
  { department: 'Sales', team: 'Key Accounts', lead: `tanja.bogdanovska@${DEMO_EMAIL_DOMAIN}` },
  { department: 'Finance and Administration', team: 'Accounting', lead: `petar.bogoevski@${DEMO_EMAIL_DOMAIN}` },
];

/** One of the staff: names as HR writes them (Latin for the screens, Cyrillic in documents). */
export interface DemoStaffMember {
  email: string;
  roleId: number;
  fullName: string;
  fullNameInDocuments: string;
  jobPosition: string;
  jobPositionInDocuments: string;
  /** The team (a DEMO_UNITS team, Operations Team, or null: the Default team); a manager sits in their department's first team. */
  team: string | null;
  /** English catalogue names (domain/default-nationalities-religions). */
  nationality: string;
  religion: string;
}

const staff = (
  local: string,
  roleId: number,
  [fullName, fullNameInDocuments]: [string, string],
  [jobPosition, jobPositionInDocuments]: [string, string],
  team: string | null,
  community: 'mk' | 'al' | 'tr' = 'mk',
): DemoStaffMember => ({
  email: `${local}@${DEMO_EMAIL_DOMAIN}`,
  roleId,
  fullName,
  fullNameInDocuments,
  jobPosition,
  jobPositionInDocuments,
  team,
  nationality: community === 'al' ? 'Albanian' : community === 'tr' ? 'Turkish' : 'Macedonian',
  religion: community === 'mk' ? 'Orthodox Christianity' : 'Islam',
});

/** Thirty-two people around the demo logins: forty in all, in three departments and six teams. */
export const DEMO_STAFF: readonly DemoStaffMember[] = [
  staff('bojan.stojanov', ROLE.TEAM_MEMBER, ['Bojan Stojanov', 'Бојан Стојанов'], ['Warehouse Operator', 'Магационер'], DEMO_OPERATIONS_TEAM),
  staff('jovana.petreska', ROLE.EMPLOYEE, ['Jovana Petreska', 'Јована Петреска'], ['Logistics Clerk', 'Референт за логистика'], DEMO_OPERATIONS_TEAM),
  staff('dragan.angelovski', ROLE.TEAM_MEMBER, ['Dragan Angelovski', 'Драган Ангеловски'], ['Forklift Driver', 'Виљушкарист'], DEMO_OPERATIONS_TEAM),
  staff('simona.trajkovska', ROLE.TEAM_MEMBER, ['Simona Trajkovska', 'Симона Трајковска'], ['Dispatcher', 'Диспечер'], DEMO_OPERATIONS_TEAM),
  staff('goran.velkovski', ROLE.TEAM_LEAD, ['Goran Velkovski', 'Горан Велковски'], ['Warehouse Supervisor', 'Раководител на магацин'], 'Warehouse'),
  staff('filip.jovanovski', ROLE.TEAM_MEMBER, ['Filip Jovanovski', 'Филип Јовановски'], ['Warehouse Operator', 'Магационер'], 'Warehouse'),
  staff('ardit.rexhepi', ROLE.TEAM_MEMBER, ['Ardit Rexhepi', 'Ардит Реџепи'], ['Warehouse Operator', 'Магационер'], 'Warehouse', 'al'),
  staff('vesna.mitrevska', ROLE.TEAM_MEMBER, ['Vesna Mitrevska', 'Весна Митревска'], ['Inventory Clerk', 'Референт за залихи'], 'Warehouse'),
  staff('zoran.spasovski', ROLE.TEAM_MEMBER, ['Zoran Spasovski', 'Зоран Спасовски'], ['Forklift Driver', 'Виљушкарист'], 'Warehouse'),
  staff('besnik.ismaili', ROLE.TEAM_MEMBER, ['Besnik Ismaili', 'Бесник Исмаили'], ['Loader', 'Товарач'], 'Warehouse', 'al'),
  staff('dejan.popovski', ROLE.TEAM_LEAD, ['Dejan Popovski', 'Дејан Поповски'], ['Field Service Lead', 'Раководител на теренски сервис'], 'Field Service'),
  staff('igor.kostovski', ROLE.TEAM_MEMBER, ['Igor Kostovski', 'Игор Костовски'], ['Service Technician', 'Сервисен техничар'], 'Field Service'),
  staff('martin.ilievski', ROLE.TEAM_MEMBER, ['Martin Ilievski', 'Мартин Илиевски'], ['Service Technician', 'Сервисен техничар'], 'Field Service'),
  staff('kristijan.atanasov', ROLE.TEAM_MEMBER, ['Kristijan Atanasov', 'Кристијан Атанасов'], ['Service Technician', 'Сервисен техничар'], 'Field Service'),
  staff('emre.mustafa', ROLE.TEAM_MEMBER, ['Emre Mustafa', 'Емре Мустафа'], ['Service Technician', 'Сервисен техничар'], 'Field Service', 'tr'),
  staff('biljana.todorovska', ROLE.DEPARTMENT_MANAGER, ['Biljana Todorovska', 'Билјана Тодоровска'], ['Sales Director', 'Директор за продажба'], 'Sales Skopje'),
  staff('vladimir.zafirovski', ROLE.TEAM_LEAD, ['Vladimir Zafirovski', 'Владимир Зафировски'], ['Sales Team Lead', 'Раководител на продажен тим'], 'Sales Skopje'),
  staff('katerina.janevska', ROLE.TEAM_MEMBER, ['Katerina Janevska', 'Катерина Јаневска'], ['Sales Representative', 'Комерцијалист'], 'Sales Skopje'),
  staff('darko.mladenovski', ROLE.TEAM_MEMBER, ['Darko Mladenovski', 'Дарко Младеновски'], ['Sales Representative', 'Комерцијалист'], 'Sales Skopje'),
  staff('marija.andonovska', ROLE.EMPLOYEE, ['Marija Andonovska', 'Марија Андоновска'], ['Sales Representative', 'Комерцијалист'], 'Sales Skopje'),
  staff('teodora.risteska', ROLE.TEAM_MEMBER, ['Teodora Risteska', 'Теодора Ристеска'], ['Sales Assistant', 'Асистент во продажба'], 'Sales Skopje'),
  staff('tanja.bogdanovska', ROLE.TEAM_LEAD, ['Tanja Bogdanovska', 'Тања Богдановска'], ['Key Account Lead', 'Раководител на клучни клиенти'], 'Key Accounts'),
  staff('hristijan.pavlovski', ROLE.TEAM_MEMBER, ['Hristijan Pavlovski', 'Христијан Павловски'], ['Key Account Manager', 'Менаџер за клучни клиенти'], 'Key Accounts'),
  staff('sara.nedelkovska', ROLE.TEAM_MEMBER, ['Sara Nedelkovska', 'Сара Неделковска'], ['Key Account Manager', 'Менаџер за клучни клиенти'], 'Key Accounts'),
  staff('luan.bajrami', ROLE.TEAM_MEMBER, ['Luan Bajrami', 'Луан Бајрами'], ['Key Account Manager', 'Менаџер за клучни клиенти'], 'Key Accounts', 'al'),
  staff('snezana.gjorgjieva', ROLE.DEPARTMENT_MANAGER, ['Snežana Gjorgjieva', 'Снежана Ѓорѓиева'], ['Finance Manager', 'Финансиски менаџер'], 'Accounting'),
  staff('petar.bogoevski', ROLE.TEAM_LEAD, ['Petar Bogoevski', 'Петар Богоевски'], ['Chief Accountant', 'Главен сметководител'], 'Accounting'),
  staff('elena.koneska', ROLE.TEAM_MEMBER, ['Elena Koneska', 'Елена Конеска'], ['Accountant', 'Сметководител'], 'Accounting'),
  staff('aleksandra.velkova', ROLE.TEAM_MEMBER, ['Aleksandra Velkova', 'Александра Велкова'], ['Accountant', 'Сметководител'], 'Accounting'),
  staff('blagoj.dimovski', ROLE.TEAM_MEMBER, ['Blagoj Dimovski', 'Благој Димовски'], ['Payroll Officer', 'Референт за плати'], 'Accounting'),
  staff('monika.spirovska', ROLE.TEAM_MEMBER, ['Monika Spirovska', 'Моника Спировска'], ['Office Administrator', 'Административен референт'], 'Accounting'),
  staff('stefanija.micevska', ROLE.EMPLOYEE, ['Stefanija Micevska', 'Стефанија Мицевска'], ['Receptionist', 'Рецепционер'], null),
];

/** The demo company's shifts (its work time: most people on the 08–16 shift). */
export const DEMO_SHIFTS = [
  { name: 'Morning 08–16', type: 'strict', startTime: '08:00', endTime: '16:00' },
  { name: 'Office 09–17', type: 'sliding', startTime: '09:00', endTime: '17:00' },
  { name: 'Afternoon 14–22', type: 'strict', startTime: '14:00', endTime: '22:00' },
] as const;

export const DEMO_GATE = 'Main entrance';
export const DEMO_DEVICE = 'Entrance reader';
/** Roles that may record absences in the past in the demo company (administrator and HR), so its history has them. */
export const DEMO_PAST_VACATION_ROLES: number[] = [ROLE.SYSADMIN, ROLE.HUMAN_RESOURCES];
