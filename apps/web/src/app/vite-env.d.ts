/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The `access` query value that shows the test-access banner. */
  readonly VITE_TEST_ACCESS_CODE?: string;
}
