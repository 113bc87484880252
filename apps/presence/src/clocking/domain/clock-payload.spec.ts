import { PRESENCE_ACTIONS } from '@presently/contracts';
import { DomainError } from '@presently/domain';
import { readAction } from './clock-payload';

describe('the clocking action', () => {
  it.each(PRESENCE_ACTIONS)('takes %s', (action) => expect(readAction({ action })).toBe(action));

  it.each([undefined, null, {}, { action: 'start-lunch' }, { action: 1 }, 'start-clock-in'])('answers invalid_option (400) for %p', (payload) => {
    try {
      readAction(payload);
      throw new Error('accepted');
    } catch (err) {
      expect(err).toBeInstanceOf(DomainError);
      expect(err).toMatchObject({ key: 'invalid_option', status: 400 });
    }
  });
});
