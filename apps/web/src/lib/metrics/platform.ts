import { BREAKPOINTS, type CommentPlatform } from '@app/contract';

/** The event's platform: 'mobile' below 768 px or on a touch-first device, otherwise 'pc'. */
export function detectPlatform(): CommentPlatform {
  const narrow = window.innerWidth < BREAKPOINTS.tabletMin;
  const touch = window.matchMedia?.('(pointer: coarse)').matches ?? false;
  return narrow || touch ? 'mobile' : 'pc';
}
