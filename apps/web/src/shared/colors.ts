/**
 * Colours that carry meaning (presence kinds and types, calendar events, report codes) drawn so that
 * text on them stays readable (WCAG 2 AA, 4.5:1): in the theme's text colour or white, whichever meets
 * it, or white on a shade of the colour dark enough. (Tags put text beside the colour instead:
 * shared/ui/ColorTag; the avatar chooses black or white itself: features/profile/UserAvatar.)
 *
 * The arithmetic is WCAG 2's own (relative luminance, contrast ratio) in a few lines: antd's colour
 * class (@ant-design/fast-color) would do it, but it is not in the shell's chunks: with it here and in
 * the avatar, every page's first visit grew by 2.5–3.4 KB gzip, over their limits (bundle-budget.mjs).
 */

/** The theme's text colour (AntdProviders `colorText`). */
export const TEXT_COLOR = '#2f3247';
const WHITE = '#ffffff';
const BLACK = '#000000';
/** WCAG AA for normal text. */
export const AA = 4.5;

type Rgb = [number, number, number];

/** `#rgb` or `#rrggbb` as red, green and blue (0–255); anything else (a named colour) as undefined. */
function parse(color: string): Rgb | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return undefined;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb): string => `#${rgb.map((part) => Math.round(part).toString(16).padStart(2, '0')).join('')}`;

function luminance([r, g, b]: Rgb): number {
  const linear = (part: number) => {
    const c = part / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio of two colours (1–21); 1 when either is not a hex colour. */
export function contrastRatio(a: string, b: string): number {
  const first = parse(a);
  const second = parse(b);
  if (!first || !second) return 1;
  const [light, dark] = [luminance(first), luminance(second)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** `color` mixed with `other`, `weight` of it (0–1) being `color`. */
function mix(color: string, other: string, weight: number): string {
  const a = parse(color);
  const b = parse(other);
  if (!a || !b) return color;
  return toHex([0, 1, 2].map((i) => a[i] * weight + b[i] * (1 - weight)) as Rgb);
}

/** The colour itself when white text on it meets 4.5:1, otherwise the lightest shade of it that does. */
export function shadeForWhiteText(color: string): string {
  if (!parse(color)) return color;
  for (let weight = 1; weight > 0; weight -= 0.02) {
    const shade = mix(color, BLACK, weight);
    if (contrastRatio(shade, WHITE) >= AA) return shade;
  }
  return BLACK;
}

/**
 * A colour as a background with readable text on it: the colour with the theme's text colour when
 * that reads best and meets 4.5:1, with white when white does, otherwise a shade of it dark enough
 * for white (a user's colour behind their initials).
 */
export function readableFill(color: string): { background: string; color: string } {
  const dark = contrastRatio(color, TEXT_COLOR);
  const light = contrastRatio(color, WHITE);
  if (light >= AA && light >= dark) return { background: color, color: WHITE };
  if (dark >= AA) return { background: color, color: TEXT_COLOR };
  return { background: shadeForWhiteText(color), color: WHITE };
}
