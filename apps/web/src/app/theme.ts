import type { ThemeConfig } from 'antd';

/**
 * The product's colours, in one place for the antd theme and for the product's own style sheets (as `--otmc-*`
 * custom properties, see `cssColorVars`). Every colour text is read in has at least 4.5:1 contrast on the
 * backgrounds it is read on (WCAG 2.1 AA, 1.4.3; theme.test.ts measures each pair); the look stays antd's blue and
 * grey, a shade darker.
 */
export const COLORS = {
  /** Buttons, links, selected items and the header's bar: white on it 6.2:1 (antd's #1677ff gave 4.1:1). */
  primary: '#0958d9',
  primaryHover: '#1c69e0',
  primaryActive: '#003eb3',
  /** Where the header's bar starts (its gradient runs to `primary`). */
  primaryDeep: '#0b4fc4',
  /** The header's top bar. */
  navy: '#0a3a8c',
  /** Links and the menu on the header's bars. */
  headerText: 'rgba(255, 255, 255, 0.9)',
  /** The page behind cards. */
  bg: '#f3f6fb',
  /** Secondary text: captions, descriptions, labels of read-only data, counts (antd's 0.45 black gave 3.4:1). */
  textTertiary: 'rgba(0, 0, 0, 0.56)',
  /** Placeholders: still lighter than typed text (0.88). */
  textPlaceholder: 'rgba(0, 0, 0, 0.55)',
  /** Prices and fares (antd's orange #f56a00 gave 3.0:1). */
  fare: '#c4360b',
  /** Warnings read as text ("few left"; #fa8c16 gave 2.4:1). */
  warningText: '#ad4e00',
  /** Errors and dangerous actions (white on it for a danger button). */
  error: '#cf1322',
  /** Success read as text. */
  successText: '#237804',
  /** The orange of filled highlights with white text (the register link). */
  accent: '#c4360b',
} as const;

/**
 * The text of antd's coloured tags on their light backgrounds (antd uses shade 7 of each palette, 3.3 to 3.4:1 for
 * green, cyan and orange): the darker shades of the same hues. Blue, geekblue, purple, magenta and red pass as they are.
 */
export const TAG_TEXT = {
  green: '#237804',
  cyan: '#006d75',
  orange: '#ad4e00',
  gold: '#874d00',
  volcano: '#ad2102',
  lime: '#3f6600',
  yellow: '#876800',
} as const;

/** The antd theme: its seed and text tokens from COLORS, so every antd component follows them. */
export const antdTheme: ThemeConfig = {
  token: {
    colorPrimary: COLORS.primary,
    colorInfo: COLORS.primary,
    colorLink: COLORS.primary,
    colorPrimaryHover: COLORS.primaryHover,
    colorPrimaryActive: COLORS.primaryActive,
    colorLinkHover: COLORS.primaryHover,
    colorLinkActive: COLORS.primaryActive,
    colorTextTertiary: COLORS.textTertiary,
    colorTextDescription: COLORS.textTertiary,
    colorTextPlaceholder: COLORS.textPlaceholder,
    colorError: COLORS.error,
    colorWarningText: COLORS.warningText,
    colorSuccessText: COLORS.successText,
  },
  components: {
    // Tags and typography write their status in the status colour itself (icons keep the bright one).
    Tag: {
      colorSuccess: COLORS.successText,
      colorWarning: COLORS.warningText,
      ...Object.fromEntries(Object.entries(TAG_TEXT).map(([hue, c]) => [`${hue}7`, c])),
    },
    Typography: { colorSuccess: COLORS.successText, colorWarning: COLORS.warningText },
  },
};

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** COLORS as the custom properties the product's style sheets use: `--otmc-primary`, `--otmc-text-tertiary`... */
export const cssColorVars = (): Record<string, string> =>
  Object.fromEntries(Object.entries(COLORS).map(([k, v]) => [`--otmc-${kebab(k)}`, v]));

/** Puts the custom properties on the document's root element, where every style sheet (and portal) sees them. */
export const applyCssColorVars = (): void => {
  for (const [name, value] of Object.entries(cssColorVars())) document.documentElement.style.setProperty(name, value);
};
