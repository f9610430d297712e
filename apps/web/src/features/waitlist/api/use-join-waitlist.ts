import type { WaitlistJoinBody } from '@app/contract';
import { useMutation } from '@tanstack/react-query';

// the call and its schemas (zod) load on the first use of the form, not with the page: the
// landing page paints from texts alone
const loadJoinWaitlist = () => import('./join-waitlist');

/** Starts the call's code early (on focus), so the submit waits for the server only. */
export const preloadJoinWaitlist = (): void => {
  void loadJoinWaitlist().catch(() => undefined);
};

/** Joining the waitlist; its status is the form's state: idle, pending, success, error. */
export const useJoinWaitlist = () =>
  useMutation({
    mutationFn: async (body: WaitlistJoinBody) => (await loadJoinWaitlist()).joinWaitlist(body),
  });
