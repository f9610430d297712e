/**
 * Imported first by main.tsx, before any schema exists. zod's JIT probes `new Function`, which our
 * CSP (no 'unsafe-eval') refuses: a console error and a Lighthouse best-practices finding. zod
 * reads its settings from this global when it loads and schemas read `jitless` when they are
 * built, so it is set here, without importing zod into the entry chunk (3 KiB brotli).
 * zod-config.test.ts fails if a zod upgrade stops honouring it.
 */
type ZodGlobal = typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };

const scope = globalThis as ZodGlobal;
// the same object zod keeps (or will create): mutate it, never replace it
(scope.__zod_globalConfig ??= {}).jitless = true;

export {};
