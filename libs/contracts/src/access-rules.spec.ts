import { ACCESS_RULES, ACTION_RULES, Actions, Paths, roleSatisfies } from './access-rules';

describe('access rules (spec section 2)', () => {
  const allowed = (path: keyof typeof ACCESS_RULES, sr = false) => [1, 2, 3, 4, 5, 6, 7, 8].filter((r) => roleSatisfies(ACCESS_RULES[path], r, sr));

  it.each([
    [Paths.myPresence, [1, 3, 4, 5, 6, 7]],
    [Paths.calendar, [1, 2, 3, 4, 6, 7, 8]],
    [Paths.calendarReports, [1, 2, 3, 6, 7, 8]],
    [Paths.administratorReports, [1, 2, 3, 7, 8]],
    [Paths.users, [1, 3, 7]],
    [Paths.teams, [1, 3, 6, 7]],
    [Paths.companyDetails, [1]],
    [Paths.settings, [1, 7]],
    [Paths.myProfile, [1, 2, 3, 4, 5, 6, 7, 8]],
    [Paths.cumulativeReports, [1, 2, 3, 6, 7, 8]],
    [Paths.periodicReports, [1, 2, 3, 6, 7, 8]],
    [Paths.detailedReports, [1, 2, 3, 6, 7, 8]],
    [Paths.scheduledReports, [1, 2, 3, 6, 7, 8]],
    [Paths.monthClosures, [1, 3]],
  ] as const)('%s is open to roles %j', (path, roles) => {
    expect(allowed(path)).toEqual(roles);
  });

  it('opens the special reports only to the right roles of a company with the flag', () => {
    expect(allowed(Paths.specialReports)).toEqual([]);
    expect(allowed(Paths.specialReports, true)).toEqual([3]);
    expect(allowed(Paths.nonRoundedPresenceReports, true)).toEqual([1, 2, 8]);
  });

  it('gives an unknown role nothing', () => {
    expect(roleSatisfies(ACCESS_RULES[Paths.myProfile], 0)).toBe(false);
    expect(roleSatisfies(ACCESS_RULES[Paths.myProfile], 9)).toBe(false);
  });

  it('lets team leads open /teams but leaves adding, changing and deleting teams to administration', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].filter((r) => roleSatisfies(ACTION_RULES[Actions.manageTeams], r))).toEqual([1, 3, 7]);
  });

  it('lets everyone who assigns shifts on /presence read the shifts, not only administration', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].filter((r) => roleSatisfies(ACTION_RULES[Actions.readShifts], r))).toEqual([1, 2, 3, 6, 7, 8]);
    expect([1, 2, 3, 4, 5, 6, 7, 8].filter((r) => roleSatisfies(ACCESS_RULES[Paths.workRules], r))).toEqual([1, 3, 7]);
  });
});
