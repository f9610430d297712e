import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const webDirs = (dir) =>
  readdirSync(new URL(`./apps/web/src/${dir}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// one zone per web feature, read from disk so that a new feature is fenced in from the start
const webFeatures = webDirs('features');

// The web's shared domains in layers (docs/architecture.md#the-web-apps-layers): each may import
// only the ones before it, so the layers stay few and never loop.
const sharedDomains = [
  'auth',
  'authors',
  'catalogue',
  'comments',
  'my-list',
  'shell',
  'studio',
  'access',
  'payments',
  'ads',
  'wallet',
  'notifications',
];
const unplaced = webDirs('shared').filter((domain) => !sharedDomains.includes(domain));
if (unplaced.length > 0) {
  throw new Error(
    `eslint.config.js: give apps/web/src/shared/${unplaced[0]} its place in sharedDomains`,
  );
}

const noEnums = {
  selector: 'TSEnumDeclaration',
  message: 'Use an `as const` object and a derived union.',
};

// The web app is written for React and runs on Preact (docs/decisions.md#web), which lacks these
const preactGaps = [
  {
    selector: "JSXOpeningElement[name.name=/^[a-z]/] > JSXAttribute[name.name='autoFocus']",
    message:
      'Preact leaves autoFocus to the browser, which ignores it on an element added later: focus in a layout effect.',
  },
  {
    selector:
      "JSXOpeningElement[name.name='title']:not(JSXElement[openingElement.name.name='svg'] JSXOpeningElement)",
    message:
      'Preact leaves <title> where it is rendered: use DocumentTitle (lib/document-title.tsx).',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/.tsbuild/**',
      '**/node_modules/**',
      'data/**',
      '**/drizzle/meta/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      // import-x's default resolver knows no .ts: it resolved nothing, so the zones
      // below passed every import unseen
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', noEnums],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // the contract is shared by both sides and depends on neither
            { target: './packages/contract', from: './apps' },
            { target: './apps/web', from: './apps/server' },
            { target: './apps/server', from: './apps/web' },
            // web: components/ui and lib/ know no domain; the UI parts import nothing of the app,
            // lib/ may draw with them
            ...['features', 'app', 'shared', 'lib'].map((layer) => ({
              target: './apps/web/src/components',
              from: `./apps/web/src/${layer}`,
              message: 'components/ui holds UI parts that import nothing of the app.',
            })),
            ...['features', 'app', 'shared'].map((layer) => ({
              target: './apps/web/src/lib',
              from: `./apps/web/src/${layer}`,
              message: 'lib/ knows no domain: move this code to shared/<domain>.',
            })),
            // web: a shared domain serves features; it imports lib/, components/ui, the contract
            // and the shared domains below it
            ...['features', 'app'].map((layer) => ({
              target: './apps/web/src/shared',
              from: `./apps/web/src/${layer}`,
              message: 'shared/ serves the features and knows none of them.',
            })),
            ...sharedDomains.flatMap((domain, index) =>
              sharedDomains.slice(index + 1).map((above) => ({
                target: `./apps/web/src/shared/${domain}`,
                from: `./apps/web/src/shared/${above}`,
                message: `shared/${domain} may import only the shared domains before it in eslint.config.js.`,
              })),
            ),
            // web: a feature uses shared/, components/ui, lib/, the contract and its own files;
            // app/ composes features
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message:
                'Features do not import each other: move what two features share to shared/.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': ['error', noEnums, ...preactGaps],
    },
  },
);
