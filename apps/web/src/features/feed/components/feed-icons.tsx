import type { SVGProps } from 'react';
import { BACK_ICON_PATH, FEED_CLASSES, HEART_ICON_PATH } from '../lib/feed-classes';

const Icon = (props: SVGProps<SVGSVGElement>) => (
  <svg
    viewBox="0 0 24 24"
    width="24"
    height="24"
    fill="currentColor"
    aria-hidden="true"
    focusable="false"
    {...props}
  />
);

export const HeartIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props}>
    <path d={HEART_ICON_PATH} />
  </Icon>
);

export const ChevronIcon = ({ up, ...props }: SVGProps<SVGSVGElement> & { up?: boolean }) => (
  <Icon {...props}>
    <path
      d={
        up ? 'm12 8-6 6 1.4 1.4 4.6-4.6 4.6 4.6L18 14z' : 'm12 16 6-6-1.4-1.4-4.6 4.6-4.6-4.6L6 10z'
      }
    />
  </Icon>
);

/** Points to where the reading direction starts: mirrored under dir="rtl". */
export const BackIcon = ({ className = '', ...props }: SVGProps<SVGSVGElement>) => (
  <Icon
    className={className ? `${FEED_CLASSES.backIcon} ${className}` : FEED_CLASSES.backIcon}
    {...props}
  >
    <path d={BACK_ICON_PATH} />
  </Icon>
);

export const LockIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon width={16} height={16} {...props}>
    <path d="M17 9h-1V7a4 4 0 0 0-8 0v2H7a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2Zm-7-2a2 2 0 0 1 4 0v2h-4Z" />
  </Icon>
);
