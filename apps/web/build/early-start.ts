/**
 * What src/features/play/early/early-play.ts shares with the app's own entry graph (see
 * manualChunks below), the contract's page paths included: main.tsx, the early start and the
 * router all read them. Its player modules stay out: in this chunk they weighed on every page's
 * JavaScript budget, and rolldown puts them in chunks only /play loads.
 */
export const EARLY_START_MODULES =
  /(src\/(shared\/access\/grants-access|lib\/auth\/stored-session)|contract\/src\/web-shell\/page-paths)\.ts$/;
