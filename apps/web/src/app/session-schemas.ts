/**
 * The contract's schemas every page's API client needs (the auth module: the session's refresh),
 * evaluated by main.tsx in a task of their own after zod's (schema-library.ts) and before the
 * rest of the app's.
 */
export { refreshRoute } from '@app/contract';
