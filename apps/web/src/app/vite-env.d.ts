/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The `access` query value that shows the test-access banner. */
  readonly VITE_TEST_ACCESS_CODE?: string;
}

/** A locale's compiled messages (apps/web/build/catalogs.ts). */
declare module 'virtual:catalog/*' {
  import type { CompiledMessage } from '@lingui/message-utils/compileMessage';

  const messages: Record<string, CompiledMessage>;
  export default messages;
}
