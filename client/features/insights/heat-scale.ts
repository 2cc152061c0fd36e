// The comparison heatmap's shades: one continuous scale from red through amber to green
// (ColorBrewer RdYlGn), so that close figures (6.7 and 7.4) differ visibly while the bands of
// measurement §9 keep their hues: below the low threshold reds, up to the high one ambers and
// yellows, above it greens. The text on each shade is black or white, whichever contrasts more;
// the stops are chosen so that it is always at least 4.5:1 (WCAG AA), checked in a unit test.

type Rgb = [number, number, number];

/** Colour stops along the position p (0…1): 0.4 is the low threshold, 0.7 the high one. */
const STOPS: [number, Rgb][] = [
  [0, [165, 0, 38]],
  [0.2, [215, 48, 39]],
  [0.4, [244, 109, 67]],
  [0.55, [253, 174, 97]],
  [0.65, [254, 224, 139]],
  [0.7, [217, 239, 139]],
  [0.8, [166, 217, 106]],
  [0.9, [102, 189, 99]],
  [1, [26, 152, 80]],
];

const mix = (from: Rgb, to: Rgb, t: number): Rgb => from.map((c, i) => Math.round(c + (to[i]! - c) * t)) as Rgb;

function colourAt(p: number): Rgb {
  const x = Math.min(1, Math.max(0, p));
  const i = STOPS.findIndex(([at]) => at >= x);
  if (i <= 0) return STOPS[0]![1];
  const [a, from] = STOPS[i - 1]!;
  const [b, to] = STOPS[i]!;
  return mix(from, to, (x - a) / (b - a));
}

function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** Background, text colour and the text's contrast ratio of the shade at position p. */
export function heatColours(p: number): { background: string; color: string; contrast: number } {
  const rgb = colourAt(p);
  const l = luminance(rgb);
  const withWhite = 1.05 / (l + 0.05);
  const withBlack = (l + 0.05) / 0.05;
  return { background: `rgb(${rgb.join(' ')})`, color: withWhite > withBlack ? '#ffffff' : '#000000', contrast: Math.max(withWhite, withBlack) };
}

/**
 * A figure's position on the scale, piecewise linear so that each band's thresholds land on the
 * same shades for every kind of figure: `min`→0, `low`→0.4, `high`→0.7, `max`→1.
 */
export function scalePosition(value: number, { min, low, high, max }: { min: number; low: number; high: number; max: number }): number {
  if (value < low) return (0.4 * (value - min)) / (low - min);
  if (value < high) return 0.4 + (0.3 * (value - low)) / (high - low);
  return 0.7 + (0.3 * (value - high)) / (max - high);
}

/** The scales of the heatmap's columns; pillar scores below 2 are as red as it gets. */
export const SCALES = {
  score: { min: 2, low: 5, high: 7.5, max: 10 },
  nps: { min: -100, low: -30, high: 30, max: 100 },
  share: { min: 0, low: 0.5, high: 0.75, max: 1 },
} as const;
