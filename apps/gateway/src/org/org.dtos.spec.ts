import { HttpException } from '@nestjs/common';
import { isCalendarDate, isTimeOfDay } from '@presently/contracts';
import { parseIdParam } from '@presently/domain';
import { ContractValidationPipe } from '../validation/contract-validation.pipe';
import {
  CompanyDetailsDto,
  DeleteHolidayQueryDto,
  DepartmentDto,
  GateDto,
  HolidayDto,
  HolidaysQueryDto,
  ShiftDto,
  TeamDto,
  TeamsQueryDto,
  UpdateWorkRulesDto,
  UpdateWorkSettingsDto,
  UserDto,
  UsersQueryDto,
  UserStatusDto,
} from './org.dtos';

const QUERIES: unknown[] = [UsersQueryDto, HolidaysQueryDto, TeamsQueryDto, DeleteHolidayQueryDto];

/** What the gateway's pipe makes of a body or query: the value passed on, its 422 errors, or 'malformed'. */
const check = async (cls: new () => object, input: unknown) => {
  try {
    const value = await new ContractValidationPipe().transform(input, { type: QUERIES.includes(cls) ? 'query' : 'body', metatype: cls });
    return { ...(value as object) };
  } catch (err) {
    const body = (err as HttpException).getResponse() as { errors?: Record<string, string[]> };
    return body.errors ?? 'malformed';
  }
};

describe('the administration forms', () => {
  it('leaves to org which fields a form needs: left out stays out, blank is null, text is trimmed', async () => {
    expect(await check(UserDto, {})).toEqual({});
    expect(await check(UserDto, { email: ' Ana@Acme.test ', full_name: ' Ana ', role_id: 2, phone: ' ', country_code: ' mk ', birthday: '2000-02-29', team_id: '' })).toEqual({
      email: 'Ana@Acme.test',
      full_name: 'Ana',
      role_id: 2,
      phone: null,
      country_code: 'MK',
      birthday: '2000-02-29',
      team_id: null,
    });
    expect(await check(CompanyDetailsDto, { name: null, language: '' })).toEqual({ name: null, language: null });
    expect(await check(HolidayDto, { date: '2026-01-07', description: 'Christmas', type: 'religious', for_all: false, religion_id: 2 })).toEqual({
      date: '2026-01-07',
      description: 'Christmas',
      type: 'religious',
      for_all: false,
      religion_id: 2,
    });
    expect(await check(TeamDto, { team_lead_user_id: null, department_id: '', name: '  ' })).toEqual({ team_lead_user_id: null, department_id: null, name: null });
    expect(await check(UpdateWorkSettingsDto, { use_web: null, working_hours: 7.5 })).toEqual({ use_web: null, working_hours: 7.5 });
  });

  it('checks the shape of every value given', async () => {
    expect(await check(DepartmentDto, { manager_user_id: 0, name: 5 })).toEqual({ manager_user_id: ['invalid_option'], name: ['invalid_option'] });
    expect(await check(GateDto, { name: 'Door', active: 'no' })).toEqual({ active: ['invalid_option'] });
    expect(await check(UpdateWorkRulesDto, { work_days: [1, 7], daily_hours: 7.75 })).toEqual({ work_days: [1, 7], daily_hours: 7.75 });
    expect(await check(UpdateWorkRulesDto, { work_days: [1, 1, 1, 1, 1, 1, 1, 1], overtime_after_minutes: 1e12 })).toEqual({
      work_days: ['invalid_option'],
      overtime_after_minutes: ['invalid_option'],
    });
  });

  it('answers the keys org answers for dates and times, and invalid_option for other shapes', async () => {
    expect(await check(ShiftDto, { name: 'Night', type: 'sliding', start: '22:00', end: '6:00' })).toEqual({ end: ['time_invalid'] });
    expect(await check(HolidayDto, { date: '2026-02-29', description: 'x', type: 'official' })).toEqual({ date: ['date_invalid'], type: ['invalid_option'] });
    expect(await check(TeamDto, { name: 'A', member_ids: 'all', team_lead_user_id: 2_147_483_648 })).toEqual({ member_ids: ['invalid_option'], team_lead_user_id: ['invalid_option'] });
    expect(await check(UserStatusDto, { action: 'delete' })).toEqual({ action: ['invalid_option'] });
    expect(await check(UserDto, { email: 'a@b.co', full_name: 'x'.repeat(256), role_id: 1 })).toEqual({ full_name: ['max_255_characters'] });
    // Characters as a person counts them: 255 emoji are 255 characters.
    expect(await check(UserDto, { email: 'a@b.co', full_name: '😀'.repeat(255), role_id: 1 })).toMatchObject({ role_id: 1 });
  });

  it('reads queries: numbers from digits, blanks as left out, repeated parameters refused', async () => {
    expect(await check(UsersQueryDto, { page: '3', per_page: '', q: '  ', role_id: '7', department_id: '12', order: 'asc', sort: 'email' })).toEqual({
      page: 3,
      role_id: 7,
      department_id: 12,
      order: 'asc',
      sort: 'email',
    });
    expect(await check(UsersQueryDto, { page: ['1', '2'], per_page: '500', department_id: '-4', sort: 'Full Name' })).toEqual({
      page: ['invalid_option'],
      per_page: ['between_1_and_100'],
      department_id: ['invalid_option'],
      sort: ['invalid_option'],
    });
    expect(await check(HolidaysQueryDto, { year: '2026', type: 'ethnic', page: '2' })).toEqual({ year: 2026, type: 'ethnic', page: 2 });
    expect(await check(TeamsQueryDto, { kind: 'deactivated', department_id: '4', per_page: '100' })).toEqual({ kind: 'deactivated', department_id: 4, per_page: 100 });
    expect(await check(HolidaysQueryDto, { year: '0999' })).toEqual({ year: ['invalid_option'] });
    expect(await check(DeleteHolidayQueryDto, { confirm: 'true' })).toEqual({ confirm: true });
    expect(await check(DeleteHolidayQueryDto, { confirm: '1' })).toEqual({ confirm: ['invalid_option'] });
  });
});

describe('value shapes', () => {
  it('parses path ids that fit an id column', () => {
    expect(parseIdParam('1')).toBe(1);
    expect(parseIdParam('2147483647')).toBe(2_147_483_647);
    for (const bad of ['0', '01', '-1', '1.0', '1e3', '2147483648', '', ' 1', undefined, 5]) expect(parseIdParam(bad)).toBeNull();
  });

  it('knows real calendar dates and times of day', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    for (const bad of ['2026-02-29', '2026-13-01', '2026-1-01', '0999-01-01', '2026-01-01T00:00', 20260101]) expect(isCalendarDate(bad)).toBe(false);
    expect(isTimeOfDay('00:00')).toBe(true);
    expect(isTimeOfDay('23:59')).toBe(true);
    for (const bad of ['24:00', '7:30', '07:60', '0730', null]) expect(isTimeOfDay(bad)).toBe(false);
  });
});
