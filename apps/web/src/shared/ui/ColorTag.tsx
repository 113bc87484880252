import { Tag, type TagProps } from 'antd';
import type { Ref } from 'react';

interface ColorTagProps extends Omit<TagProps, 'color' | 'style' | 'icon'> {
  /** The colour the tag stands for (a presence type's, an absence type's): `#rrggbb`. */
  color: string;
  /** For a tooltip around the tag (React 19 passes a ref as a prop). */
  ref?: Ref<HTMLSpanElement>;
}

/** `#rrggbb` at an opacity (two hex digits), or undefined for another notation. */
const withAlpha = (color: string, alpha: string): string | undefined => (/^#[0-9a-f]{6}$/i.test(color) ? `${color}${alpha}` : undefined);

/**
 * A tag for a thing known by its colour (a presence kind or type, a holiday, an absence): a dot in the
 * colour beside the text, on a light tint of it (the colour at 14 %, its border at 50 %), the text in
 * the theme's colour (#2f3247). antd's `<Tag color="#…">` writes white text on the colour itself,
 * which most of the catalogue's colours do not carry (white on Work's #2786fb is 3.6:1, on Private
 * exit's #ffb822 1.7:1; WCAG AA asks 4.5:1). No colour arithmetic here: the tag is on the dashboard and
 * /presence, whose first visits have little room left (tools/test/bundle-budget.mjs).
 */
export function ColorTag({ color, className, children, ...rest }: ColorTagProps) {
  return (
    <Tag
      {...rest}
      className={['color-tag', className].filter(Boolean).join(' ')}
      data-color={color}
      style={{ backgroundColor: withAlpha(color, '24'), borderColor: withAlpha(color, '80'), color: '#2f3247' }}
    >
      <span className="color-tag__dot" style={{ backgroundColor: color }} aria-hidden="true" />
      {children}
    </Tag>
  );
}
