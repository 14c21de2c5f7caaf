import { describe, expect, it } from 'vitest';
import { theme } from 'antd';
import { COLORS, TAG_TEXT, antdTheme, cssColorVars } from './theme.ts';

// Issue 15 item 4: every colour text is read in has at least 4.5:1 contrast (WCAG 2.1 AA, 1.4.3) on the backgrounds
// it is read on: antd's derived tokens as the theme makes them, and the product's own colours.

type TRgba = [number, number, number, number];

/** #rgb, #rrggbb or rgba(r, g, b, a). */
const parse = (c: string): TRgba => {
  const rgba = c.match(/^rgba?\(([^)]+)\)$/);
  if (rgba) {
    const [r, g, b, a = 1] = rgba[1]!.split(',').map((x) => Number(x.trim()));
    return [r!, g!, b!, a];
  }
  const hex = c.replace('#', '');
  const full = hex.length === 3 ? [...hex].map((x) => x + x).join('') : hex;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)).concat(1) as TRgba;
};

/** A colour with transparency as it shows over an opaque background. */
const over = ([r, g, b, a]: TRgba, [br, bg, bb]: TRgba): TRgba => [
  r * a + br * (1 - a),
  g * a + bg * (1 - a),
  b * a + bb * (1 - a),
  1,
];

const luminance = ([r, g, b]: TRgba) => {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};

/** The WCAG contrast ratio of a text colour on a background. */
export const contrast = (text: string, background: string): number => {
  const bg = parse(background);
  const [a, b] = [luminance(over(parse(text), bg)), luminance(bg)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
};

const token = theme.getDesignToken(antdTheme);
/** The preset palettes' shades by name (blue1 … red10). */
const palette = token as unknown as Record<string, string>;
const WHITE = '#ffffff';
// Cards, antd's layout grey, the product's page and table headers.
const LIGHT_BACKGROUNDS = [WHITE, token.colorBgLayout, COLORS.bg, '#fafafa'];

describe('the contrast function', () => {
  it('measures as WCAG does', () => {
    expect(contrast('#000000', WHITE)).toBeCloseTo(21, 5);
    expect(contrast(WHITE, WHITE)).toBeCloseTo(1, 5);
    // The figures axe-core measured on the screens before the theme (issue 15).
    expect(contrast('#8c8c8c', WHITE)).toBeCloseTo(3.36, 2);
    expect(contrast(WHITE, '#1677ff')).toBeCloseTo(4.1, 1);
    expect(contrast('rgba(0, 0, 0, 0.45)', WHITE)).toBeCloseTo(3.36, 1);
  });
});

describe('theme colours (WCAG 2.1 AA: 4.5:1)', () => {
  const pairs: [string, string, string][] = [
    // White on the filled buttons, at rest, hovered and pressed, and on a danger button.
    ...(['colorPrimary', 'colorPrimaryHover', 'colorPrimaryActive', 'colorError'] as const).map(
      (k): [string, string, string] => [`white on ${k}`, token.colorTextLightSolid, token[k]],
    ),
    // Blue text: links, selected tabs and menu items (on their light blue), the primary colour as text.
    ...LIGHT_BACKGROUNDS.flatMap((bg): [string, string, string][] => [
      [`colorPrimary on ${bg}`, token.colorPrimary, bg],
      [`colorLink on ${bg}`, token.colorLink, bg],
      [`colorLinkHover on ${bg}`, token.colorLinkHover, bg],
      [`colorTextTertiary on ${bg}`, token.colorTextTertiary, bg],
      [`colorTextDescription on ${bg}`, token.colorTextDescription, bg],
      [`colorTextPlaceholder on ${bg}`, token.colorTextPlaceholder, bg],
      [`colorErrorText on ${bg}`, token.colorErrorText, bg],
      [`colorWarningText on ${bg}`, token.colorWarningText, bg],
      [`colorSuccessText on ${bg}`, token.colorSuccessText, bg],
      [`fare on ${bg}`, COLORS.fare, bg],
      [`warningText on ${bg}`, COLORS.warningText, bg],
      [`successText on ${bg}`, COLORS.successText, bg],
    ]),
    ['colorPrimary on colorPrimaryBg (a selected menu item)', token.colorPrimary, token.colorPrimaryBg],
    // The header: its links on both ends of the main bar's gradient and on the top bar; the register pill.
    ['header text on primaryDeep', COLORS.headerText, COLORS.primaryDeep],
    ['header text on primary', COLORS.headerText, COLORS.primary],
    ['header text on navy', COLORS.headerText, COLORS.navy],
    ['white on accent', WHITE, COLORS.accent],
    // Tags: the status ones on their status background, the coloured ones on their palette's lightest shade.
    ['success tag', antdTheme.components!.Tag!.colorSuccess as string, token.colorSuccessBg],
    ['warning tag', antdTheme.components!.Tag!.colorWarning as string, token.colorWarningBg],
    ['error tag', token.colorError, token.colorErrorBg],
    ['processing tag', token.colorInfo, token.colorInfoBg],
    ...['blue', 'geekblue', 'purple', 'magenta', 'red', ...Object.keys(TAG_TEXT)].map(
      (hue): [string, string, string] => [
        `${hue} tag`,
        (antdTheme.components!.Tag as Record<string, string>)[`${hue}7`] ?? palette[`${hue}7`]!,
        palette[`${hue}1`]!,
      ],
    ),
  ];
  it.each(pairs)('%s', (_, text, background) => {
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('are the custom properties of the product style sheets', () => {
    expect(cssColorVars()).toMatchObject({
      '--otmc-primary': COLORS.primary,
      '--otmc-text-tertiary': COLORS.textTertiary,
      '--otmc-fare': COLORS.fare,
      '--otmc-bg': COLORS.bg,
    });
  });
});
