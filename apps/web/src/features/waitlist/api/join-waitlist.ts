import { type WaitlistJoinBody, waitlistJoinRoute } from '@app/contract';
import { apiCall } from '../../../lib/api-client';

/** POST /api/waitlist/join (docs/product/waitlist.md). */
export const joinWaitlist = (body: WaitlistJoinBody) => apiCall(waitlistJoinRoute, { body });
