import { WAITLIST } from '@app/contract';

/**
 * The campaign a visitor came from: `?campaign=`, else `?utm_campaign=` (WAITLIST.campaignParams),
 * trimmed and cut to what the server stores; undefined when there is none.
 */
export function campaignFrom(search: URLSearchParams): string | undefined {
  for (const param of WAITLIST.campaignParams) {
    const value = search.get(param)?.trim().slice(0, WAITLIST.campaignMaxLength).trim();
    if (value) return value;
  }
  return undefined;
}
