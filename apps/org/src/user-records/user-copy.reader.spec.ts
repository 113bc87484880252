import type { WorkSettings } from '@presently/contracts';
import type { User } from './entities/user.entity';
import { toUserChangedEvent } from './user-changed.announcer';
import { toPresenceProfile, type UserCopy } from './user-copy.reader';

const workSettings: WorkSettings = {
  working_hours: 7.5,
  max_paid_break_minutes: 45,
  flexible_regular_hours: true,
  automatic_presence_stop: false,
  saving_images: true,
  disable_overtime: false,
  disable_presence_logging: true,
  use_web: true,
  use_mobile_app: false,
};

const copy: UserCopy = {
  user: {
    id: 7,
    companyId: 3,
    email: 'ana@example.mk',
    fullName: 'Ana Petrovska',
    roleId: 6,
    status: 'blocked',
    teamId: 11,
    departmentId: 12,
    nationalityId: null,
    religionId: 14,
    qrCode: 'q'.repeat(22),
  } as User,
  workSettings,
};

describe('user copies', () => {
  it('gives presence the same user through the event and the profile answer', () => {
    const event = toUserChangedEvent(copy, 'mk', false);
    expect(event).toEqual({
      user_id: 7,
      company_id: 3,
      email: 'ana@example.mk',
      full_name: 'Ana Petrovska',
      role_id: 6,
      status: 'blocked',
      lang: 'mk',
      created: false,
      team_id: 11,
      department_id: 12,
      nationality_id: null,
      religion_id: 14,
      qr_code: 'q'.repeat(22),
      work_settings: workSettings,
    });
    const profile = toPresenceProfile(copy);
    for (const [key, value] of Object.entries(profile)) expect(event[key as keyof typeof event]).toEqual(value);
  });
});
