/**
 * zod itself, evaluated by main.tsx a task before the rest of the app. The app's modules were
 * evaluated in one task of 100–180 ms on a phone (4× CPU), of which zod's own top level and the
 * contract's first schemas made about half: three tasks instead of one block input for less
 * (docs/architecture.md, "Starting the app in short tasks"). One named import: the namespace would
 * keep all of zod's API in the bundle; this chunk is every part of zod the app's first load uses.
 */
export { object } from 'zod';
