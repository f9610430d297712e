import type { RawRouteDef } from './common/route-def';
import * as access from './access/routes';
import * as account from './account/routes';
import * as ads from './ads/routes';
import * as analytics from './analytics/routes';
import * as auth from './auth/routes';
import * as authors from './authors/routes';
import * as captions from './captions/routes';
import * as catalogue from './catalogue/routes';
import * as comments from './comments/routes';
import * as continueWatching from './continue-watching/routes';
import * as feed from './feed/routes';
import * as health from './health/routes';
import * as mediaDelivery from './media-delivery/routes';
import * as metrics from './metrics/routes';
import * as myList from './my-list/routes';
import * as notifications from './notifications/routes';
import * as payments from './payments/routes';
import * as push from './push/routes';
import * as rankings from './rankings/routes';
import * as studioMultipart from './studio-multipart/routes';
import * as studioSeries from './studio-series/routes';
import * as studio from './studio/routes';
import * as subscriptions from './subscriptions/routes';
import * as waitlist from './waitlist/routes';
import * as wallet from './wallet/routes';
import * as webVitals from './web-vitals/routes';
/**
 * Every call of the contract, by domain: for the server's registration checks and the tests.
 * Not in the package's index: a web bundle imports the single routes it calls.
 */
const ALL_ROUTES_BY_DOMAIN = {
  access,
  account,
  ads,
  analytics,
  auth,
  authors,
  captions,
  catalogue,
  comments,
  'continue-watching': continueWatching,
  feed,
  health,
  'media-delivery': mediaDelivery,
  metrics,
  'my-list': myList,
  notifications,
  payments,
  push,
  rankings,
  studio,
  'studio-multipart': studioMultipart,
  'studio-series': studioSeries,
  subscriptions,
  waitlist,
  wallet,
  'web-vitals': webVitals,
} as const;

/** Every route entry, by its export name (`homeRoute`…). */
export const ALL_ROUTES: Record<string, RawRouteDef> = Object.fromEntries(
  Object.values(ALL_ROUTES_BY_DOMAIN).flatMap((routes) =>
    Object.entries(routes).filter((entry): entry is [string, RawRouteDef] => isRoute(entry[1])),
  ),
);

function isRoute(value: unknown): value is RawRouteDef {
  return typeof value === 'object' && value !== null && 'method' in value && 'access' in value;
}
