import { activeLocale } from '../../../i18n/locale-store';
import { formatDuration } from '../../../lib/format';

/** 0.4567 → "45.7%" (the locale's way). */
export const formatRate = (share: number) =>
  new Intl.NumberFormat(activeLocale(), { style: 'percent', maximumFractionDigits: 1 }).format(
    share,
  );

/** 12345 → "12,345" (the locale's way). */
export const formatCount = (value: number) => new Intl.NumberFormat(activeLocale()).format(value);

/** 75.4 seconds → "1:15". */
export const formatWatchTime = (seconds: number) => formatDuration(seconds);

/** The drop-off points' positions: 0%, 10%, … 100% of the duration. */
export const dropoffPercents = (points: number) =>
  Array.from({ length: points }, (_, i) => Math.round((i * 100) / (points - 1)));
