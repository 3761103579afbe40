// The Dashboard's preferences kept in this browser (spec 02-areas §2.7, §9): the sort and its
// order, the card width (250 to 768 px, step 2, default extra large) and 'show hidden components'.
import { z } from 'zod';
import { builtOnFirstUse } from '../../../lib/built-on-first-use.ts';

/** Spec §9: the card sizes, in px. */
export const CARD_SIZES = { small: 198, medium: 258, large: 356, extra_large: 554 } as const;
export type CardSize = keyof typeof CARD_SIZES;

export const CARD_WIDTH = { min: 250, max: 768, step: 2, default: CARD_SIZES.extra_large } as const;

/** A width within the slider's range on its step (a stored value from elsewhere is brought in). */
export function clampCardWidth(width: number): number {
  if (!Number.isFinite(width)) return CARD_WIDTH.default;
  const stepped = CARD_WIDTH.min + Math.round((width - CARD_WIDTH.min) / CARD_WIDTH.step) * CARD_WIDTH.step;
  return Math.min(CARD_WIDTH.max, Math.max(CARD_WIDTH.min, stepped));
}

/** The named size a width is at least (the card's layout steps at these widths). */
export function cardSizeOf(width: number): CardSize {
  if (width >= CARD_SIZES.extra_large) return 'extra_large';
  if (width >= CARD_SIZES.large) return 'large';
  if (width >= CARD_SIZES.medium) return 'medium';
  return 'small';
}

export const PREF_KEYS = {
  sort: 'mc.topology.sort',
  cardWidth: 'mc.topology.card-width',
  showHidden: 'mc.topology.show-hidden',
} as const;

/** `health`, `name`, `type`, `updated_at`, or `field:<headline property>`. */
export const sortPrefSchema = builtOnFirstUse(() =>
  z.object({ by: z.string().min(1), order: z.enum(['asc', 'desc']) }),
);
export type SortPref = z.infer<typeof sortPrefSchema>;
export const DEFAULT_SORT: SortPref = { by: 'health', order: 'asc' };

export const cardWidthSchema = builtOnFirstUse(() => z.number().transform(clampCardWidth));
export const showHiddenSchema = builtOnFirstUse(() => z.boolean());
