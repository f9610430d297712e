import type { RawRouteDef } from './common/route-def';
import * as wallet from './wallet/routes';
import * as waitlist from './waitlist/routes';
import * as subscriptions from './subscriptions/routes';
import * as studioSeries from './studio-series/routes';
import * as studioMultipart from './studio-multipart/routes';
import * as studio from './studio/routes';
import * as payments from './payments/routes';
import * as myList from './my-list/routes';
import * as metrics from './metrics/routes';
import * as mediaDelivery from './media-delivery/routes';
import * as health from './health/routes';
import * as feed from './feed/routes';
import * as continueWatching from './continue-watching/routes';
import * as comments from './comments/routes';
import * as catalogue from './catalogue/routes';
import * as captions from './captions/routes';
import * as authors from './authors/routes';
import * as auth from './auth/routes';
import * as analytics from './analytics/routes';
import * as ads from './ads/routes';
import * as account from './account/routes';
import * as access from './access/routes';
/**
 * Every call of the contract, by domain: for the server's registration checks and the tests.
 * Not in the package's index: a web bundle imports the single routes it calls.
 */
export const ALL_ROUTES_BY_DOMAIN = {
  access: access,
  account: account,
  ads: ads,
  analytics: analytics,
  auth: auth,
  authors: authors,
  captions: captions,
  catalogue: catalogue,
  comments: comments,
  'continue-watching': continueWatching,
  feed: feed,
  health: health,
  'media-delivery': mediaDelivery,
  metrics: metrics,
  'my-list': myList,
  payments: payments,
  studio: studio,
  'studio-multipart': studioMultipart,
  'studio-series': studioSeries,
  subscriptions: subscriptions,
  waitlist: waitlist,
  wallet: wallet,
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
