import { definedFields } from './defined-fields';

class Window {
  enabled = true;
  start: string | null = null;
}

describe('definedFields', () => {
  it('keeps what was sent, null included, and leaves out what was not', () => {
    expect(definedFields({ a: 1, b: undefined, c: null, d: false, e: '' })).toEqual({ a: 1, c: null, d: false, e: '' });
  });

  it('makes nested DTOs plain objects, and keeps arrays as they are', () => {
    const out = definedFields({ w: Object.assign(new Window(), { extra: undefined }), ids: [1, 2] });
    expect(out).toEqual({ w: { enabled: true, start: null }, ids: [1, 2] });
    expect(Object.getPrototypeOf(out.w)).toBe(Object.prototype);
  });
});
