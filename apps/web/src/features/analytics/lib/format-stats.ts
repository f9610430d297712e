import { formatDuration } from '../../../lib/format';

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const count = new Intl.NumberFormat('en-US');

/** 0.4567 → "45.7%". */
export const formatRate = (share: number) => percent.format(share);

/** 12345 → "12,345". */
export const formatCount = (value: number) => count.format(value);

/** 75.4 seconds → "1:15". */
export const formatWatchTime = (seconds: number) => formatDuration(seconds);

/** The drop-off points' positions: 0%, 10%, … 100% of the duration. */
export const dropoffPercents = (points: number) =>
  Array.from({ length: points }, (_, i) => Math.round((i * 100) / (points - 1)));
