import type { RouteDef } from '../common/route-def';
import {
  accountLocaleBodySchema,
  accountExportSchema,
  accountSummarySchema,
  deleteAccountBodySchema,
  deleteAccountResponseSchema,
} from './account';
import { emptyQuerySchema } from '../common/ids';

/** The account calls: each its own export, so a bundle carries only the calls it makes. */

export const accountRoute = {
  method: 'GET',
  path: '/api/account',
  access: 'user',
  querystring: emptyQuerySchema,
  response: accountSummarySchema,
} as const satisfies RouteDef;

/** Sets the account's language; answers the account as GET /api/account does. */
export const accountLocaleRoute = {
  method: 'PUT',
  path: '/api/account/locale',
  access: 'user',
  body: accountLocaleBodySchema,
  response: accountSummarySchema,
} as const satisfies RouteDef;

/** A JSON file (Content-Disposition: attachment), limited per user. */
export const accountExportRoute = {
  method: 'GET',
  path: '/api/account/export',
  access: 'user',
  querystring: emptyQuerySchema,
  response: accountExportSchema,
} as const satisfies RouteDef;

export const deleteAccountRoute = {
  method: 'POST',
  path: '/api/account/delete',
  access: 'user',
  body: deleteAccountBodySchema,
  response: deleteAccountResponseSchema,
} as const satisfies RouteDef;
