// Colours of a correlation: red for negative, white at zero, blue for positive (ColorBrewer RdBu),
// with the text colour that keeps a WCAG contrast of at least 4.5:1 on each.

type Rgb = [number, number, number];

const NEGATIVE: Rgb = [178, 24, 43];
const ZERO: Rgb = [247, 247, 247];
const POSITIVE: Rgb = [33, 102, 172];
const DARK_TEXT = '#1d2430';

const mix = (from: Rgb, to: Rgb, t: number): Rgb => from.map((c, i) => Math.round(c + (to[i]! - c) * t)) as Rgb;

function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** Background and text colour of a cell showing r (−1…1). */
export function correlationColours(r: number): { background: string; color: string } {
  const t = Math.min(1, Math.abs(r));
  const rgb = mix(ZERO, r < 0 ? NEGATIVE : POSITIVE, t);
  // Contrast against white text (L=1) versus the dark ink (L≈0.016): keep whichever is higher.
  const l = luminance(rgb);
  const withWhite = 1.05 / (l + 0.05);
  const withDark = (l + 0.05) / 0.067;
  return { background: `rgb(${rgb.join(' ')})`, color: withWhite > withDark ? '#ffffff' : DARK_TEXT };
}
