import { createRequire } from 'node:module';

// Reads a captcha image of platform/captcha.ts back into its characters, for the API and browser tests (which cannot
// see the hashed answer). svg-captcha draws each character as its glyph outline from one known font, moved into place
// and jittered by at most 0.1 px per point, so each outline is matched against the font's own glyphs.

type TCmd = { type: string; x?: number; y?: number };
type TGlyphFont = {
  charToGlyph: (ch: string) => { getPath: (x: number, y: number, size: number) => { commands: TCmd[] } };
};
const { options } = createRequire(import.meta.url)('svg-captcha') as { options: { font: TGlyphFont } };

/** The characters a captcha may hold and its font size (platform/captcha.ts). */
const CHARS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const FONT_SIZE = 44;

/** The end point of each command of an outline (none for a close). */
type TPoint = { type: string; x: number; y: number } | { type: 'Z' };
const glyphs = [...CHARS].map((ch) => ({
  ch,
  points: options.font
    .charToGlyph(ch)
    .getPath(0, 0, FONT_SIZE)
    .commands.map((c): TPoint => (c.type === 'Z' ? { type: 'Z' } : { type: c.type, x: c.x!, y: c.y! })),
}));

const pointsOf = (d: string): TPoint[] =>
  [...d.matchAll(/([MLQCZ])([^MLQCZ]*)/g)].map(([, type, args]) => {
    if (type === 'Z') return { type: 'Z' };
    const n = [...(args ?? '').matchAll(/-?\d*\.?\d+/g)].map((m) => Number(m[0]));
    return { type: type!, x: n[n.length - 2]!, y: n[n.length - 1]! };
  });

/** Where a glyph's outline was drawn, when this outline is that glyph. */
const placed = (outline: TPoint[], glyph: TPoint[]): number | null => {
  if (outline.length !== glyph.length || outline.some((p, i) => p.type !== glyph[i]!.type)) return null;
  const pairs = outline.flatMap((p, i) => {
    const g = glyph[i]!;
    return 'x' in p && 'x' in g ? [{ dx: p.x - g.x, dy: p.y - g.y }] : [];
  });
  const first = pairs[0];
  if (!first) return null;
  const fits = pairs.every((q) => Math.abs(q.dx - first.dx) < 0.5 && Math.abs(q.dy - first.dy) < 0.5);
  return fits ? first.dx : null;
};

/** The characters of a captcha image (an SVG data URL, as Security/Captcha returns it), left to right. */
export const solveCaptcha = (image: string): string => {
  const svg = Buffer.from(image.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');
  const found: { left: number; ch: string }[] = [];
  for (const [, d] of svg.matchAll(/<path fill="#[0-9a-f]+" d="([^"]+)"/gi)) {
    const outline = pointsOf(d!);
    for (const g of glyphs) {
      const left = placed(outline, g.points);
      if (left !== null) {
        found.push({ left, ch: g.ch });
        break;
      }
    }
  }
  return found
    .sort((a, b) => a.left - b.left)
    .map((f) => f.ch)
    .join('');
};
