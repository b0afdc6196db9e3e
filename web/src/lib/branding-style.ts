import type { CSSProperties } from 'react';
import type { TAccentColor, TProfileTheme } from '@shared/constants/branding';

/**
 * How an agent's accent colour and profile theme look on screen (the Theme preview and the public
 * profile). `solid` carries white text at 4.5:1 or better and reads as text on white; `soft` is a tint.
 */
const ACCENT_PALETTE: Record<TAccentColor, { solid: string; soft: string; ring: string }> = {
  blue: { solid: '#1d4ed8', soft: '#eff6ff', ring: '#bfdbfe' },
  green: { solid: '#15803d', soft: '#f0fdf4', ring: '#bbf7d0' },
  purple: { solid: '#7e22ce', soft: '#faf5ff', ring: '#e9d5ff' },
  orange: { solid: '#c2410c', soft: '#fff7ed', ring: '#fed7aa' },
  teal: { solid: '#0f766e', soft: '#f0fdfa', ring: '#99f6e4' },
};

/** CSS variables for an accent: use them as `bg-(--accent)`, `text-(--accent)`, `bg-(--accent-soft)`, `border-(--accent-ring)`. */
export const accentStyle = (accent: TAccentColor): CSSProperties =>
  ({ '--accent': ACCENT_PALETTE[accent].solid, '--accent-soft': ACCENT_PALETTE[accent].soft, '--accent-ring': ACCENT_PALETTE[accent].ring }) as CSSProperties;

type TThemeLook = {
  /** Section and name headings. */
  heading: string;
  /** Cards and the header photo frame. */
  card: string;
  /** The banner shown where there is no header photo. */
  banner: string;
};

/** Professional: clean and business-like; modern: bold and rounded; warm: soft and friendly; luxury: serif on dark. */
export const THEME_LOOKS: Record<TProfileTheme, TThemeLook> = {
  professional: { heading: 'font-semibold tracking-tight', card: 'rounded-xl', banner: 'bg-linear-to-r from-(--accent) to-slate-700' },
  modern: { heading: 'font-extrabold tracking-tight', card: 'rounded-3xl', banner: 'bg-linear-to-br from-(--accent) via-(--accent) to-slate-900' },
  warm: { heading: 'font-semibold', card: 'rounded-2xl', banner: 'bg-linear-to-r from-amber-200 via-(--accent-soft) to-(--accent-ring)' },
  luxury: { heading: 'font-serif font-semibold tracking-wide', card: 'rounded-md', banner: 'bg-linear-to-r from-slate-950 via-slate-800 to-(--accent)' },
};
