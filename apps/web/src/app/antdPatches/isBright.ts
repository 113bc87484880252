// antd 5.29's `isBright` (color-picker/components/ColorPresets.js), which the Button's style tokens
// use, copied so that the Button does not import the ColorPresets module: that module imports antd's
// Collapse, and a chunk that imports it loads Collapse and rc-collapse (~4 KB gzip) with the shell.
// vite.config.mts (`antdIsBrightOnly`) points button/style/token.js here. Kept identical to antd's.
import { Color as RcColor } from '@rc-component/color-picker';
import type { AggregationColor } from 'antd/es/color-picker/color';

export const isBright = (value: AggregationColor, bgColorToken: string): boolean => {
  const { r, g, b, a } = value.toRgb();
  const hsv = new RcColor(value.toRgbString()).onBackground(bgColorToken).toHsv();
  if (a <= 0.5) {
    // Adapted to dark mode
    return hsv.v > 0.5;
  }
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
};
