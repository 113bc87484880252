import { AA, contrastRatio, readableFill, shadeForWhiteText, TEXT_COLOR } from './colors';

// The catalogue's kind colours (spec section 3): Work, Paid break, Private exit, Field work.
const KIND_COLOURS = ['#2786fb', '#1dc9b7', '#ffb822', '#8e44ad'];

describe('colours that carry text', () => {
  it('measures contrast as WCAG 2 does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#2786fb', '#ffffff')).toBeCloseTo(3.57, 2);
    expect(contrastRatio('#ffb822', '#fff')).toBeCloseTo(1.73, 2);
  });

  it('gives each kind a shade dark enough for white text, and leaves a colour that already is alone', () => {
    for (const colour of KIND_COLOURS) expect(contrastRatio(shadeForWhiteText(colour), '#ffffff')).toBeGreaterThanOrEqual(AA);
    expect(shadeForWhiteText('#8e44ad')).toBe('#8e44ad');
    // Only as much darker as needed: Work's shade is still blue, not navy.
    expect(contrastRatio(shadeForWhiteText('#2786fb'), '#ffffff')).toBeLessThan(5);
  });

  it('fills with a colour in the text colour or white, on a shade of the colour when neither reads', () => {
    expect(readableFill('#ffb822')).toEqual({ background: '#ffb822', color: TEXT_COLOR });
    expect(readableFill('#283593')).toEqual({ background: '#283593', color: '#ffffff' });
    const green = readableFill('#43a047');
    expect(green.color).toBe('#ffffff');
    expect(contrastRatio(green.background, '#ffffff')).toBeGreaterThanOrEqual(AA);
  });
});
