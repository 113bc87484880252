import { DEFAULT_PRESENCE_COLOR, kindForPresenceType, PRESENCE_TYPES } from './presence-types';

describe('presence type catalogue', () => {
  it('has the 26 types of the spec in display order with the spec colours', () => {
    expect(PRESENCE_TYPES.map((t) => t.id)).toEqual(Array.from({ length: 26 }, (_, i) => i + 1));
    expect(PRESENCE_TYPES.find((t) => t.id === 1)?.color).toBe('#2786fb');
    expect(PRESENCE_TYPES.find((t) => t.id === 2)?.color).toBe('#1dc9b7');
    expect(PRESENCE_TYPES.find((t) => t.id === 3)?.color).toBe('#ffb822');
    expect(DEFAULT_PRESENCE_COLOR).toBe('#5f6281');
  });

  it.each([
    [1, 'work'],
    [7, 'work'],
    [8, 'work'],
    [14, 'work'],
    [17, 'work'],
    [2, 'break'],
    [3, 'private_exit'],
    [5, 'field_work'],
  ])('turns on the right kind for type %i', (type, kind) => {
    expect(kindForPresenceType(type)).toBe(kind);
  });

  it.each([10, 11, 12, 13, 15, 16, 18, 19, 4, 6, 20, 99])('maps type %i to no kind', (type) => {
    expect(kindForPresenceType(type)).toBeNull();
  });
});
