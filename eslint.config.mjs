// @ts-check
import fs from 'node:fs';
import js from '@eslint/js';
import formatjs from 'eslint-plugin-formatjs';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// One folder per flow, and no flow reaches into another: shared code lives outside src/flows.
const flows = fs.readdirSync('src/flows', { withFileTypes: true }).filter((d) => d.isDirectory());
const flowZones = flows.map((flow) => ({
  target: `./src/flows/${flow.name}`,
  from: './src/flows',
  except: [`./${flow.name}`],
  message:
    'Flows do not import each other; move shared code to a lower layer (docs/architecture.md).',
}));

// Layers, bottom to top; a module imports only from its own layer or the ones below
// (docs/architecture.md). Within a layer, folders may use each other as long as no cycle forms.
const layers = [
  ['config', 'lib'],
  ['api'],
  ['firebase'],
  ['session'],
  ['i18n', 'theme', 'whitelabel', 'integrations'],
  ['ui'],
  ['features'],
  ['flows'],
  ['app', 'bootstrap.tsx', 'index.ts'],
  ['exposes'],
];
const layerZones = layers.flatMap((layer, index) => {
  const above = layers.slice(index + 1).flat();
  return layer.flatMap((folder) =>
    above.length === 0
      ? []
      : [
          {
            target: `./src/${folder}`,
            from: above.map((higher) => `./src/${higher}`),
            message: `src/${folder} sits below ${above.join(', ')}: import downwards only (docs/architecture.md).`,
          },
        ],
  );
});

// `ui/` is a component kit: it renders what it is given and knows no session and no resource.
// A component that calls the API or reads the session is a shared feature (`src/features/`,
// one folder each). The layer order alone would allow both (they sit below `ui/`), hence these.
// Allowed from `api/`: the typed errors and the one error mapper (`errors.ts`,
// `error-messages.ts`): pure, no request; the form kit turns a failure into what it shows with
// them, and moving them up would split the mapper from the client whose errors it maps.
const kitZones = [
  {
    target: './src/ui',
    from: './src/api',
    except: ['./errors.ts', './error-messages.ts'],
    message:
      'src/ui is a component kit: no API resource or client here. A component that fetches is a shared feature (src/features/, docs/architecture.md).',
  },
  {
    target: './src/ui',
    from: ['./src/session', './src/firebase'],
    message:
      'src/ui is a component kit: no session here. A component that reads or changes the session is a shared feature (src/features/, docs/architecture.md).',
  },
];
// The dev API's layers, bottom to top (docs/architecture.md, "The dev API"): a module imports
// only from its own layer or the ones below. Every folder of dev-api/src that is not one of the
// named layers is a capability: a new one (say `federation/`) is covered by being created.
const apiLayerNames = { bottom: ['platform', 'authority', 'tenants'], top: ['dev', 'server'] };
const apiCapabilities = fs
  .readdirSync('dev-api/src', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .filter((name) => ![...apiLayerNames.bottom, ...apiLayerNames.top].includes(name));
const apiLayers = [
  ...apiLayerNames.bottom.map((name) => [name]),
  apiCapabilities,
  ...apiLayerNames.top.map((name) => [name]),
];
const apiLayerZones = apiLayers.flatMap((layer, index) => {
  const above = apiLayers.slice(index + 1).flat();
  // The top layer, server/, has nothing above it; being on top, nothing may import it.
  if (above.length === 0) return [];
  return layer.map((folder) => ({
    target: `./dev-api/src/${folder}`,
    from: above.map((higher) => `./dev-api/src/${higher}`),
    message: `dev-api/src/${folder} sits below ${above.join(', ')}: import downwards only (docs/architecture.md).`,
  }));
});
// Capabilities share stores and services (no cycle: import-x/no-cycle), never routes: a route file
// (`routes.ts`, `*-routes.ts`) is mounted by the server alone.
const apiRouteZones = apiCapabilities.map((capability) => ({
  target: `./dev-api/src/${capability}`,
  from: apiCapabilities
    .filter((other) => other !== capability)
    .map((other) => `./dev-api/src/${other}/*routes.ts`),
  message:
    'A capability does not import another capability’s routes; share a store or service instead (docs/architecture.md).',
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'dist/**',
      'host-demo/dist/**',
      'hosts/*/dist/**',
      'dev-api/data/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
      '@mf-types/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'host-demo/src/**/*.{ts,tsx}', 'hosts/*/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // The account app imports `react-router` only: in v7 `react-router-dom` just re-exports it,
    // and consuming react-router-dom from the share scope would make the remote download its own
    // router bundle in a host that loaded only `react-router` (tests/e2e/shell.spec.ts).
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              message: "Import from 'react-router' (the shared singleton that holds the router).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    plugins: { formatjs, 'import-x': importX },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      // no-cycle follows imports into other files: it needs to parse TypeScript there too.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      // Every user-visible string is a react-intl message (docs/architecture.md, "Languages").
      'formatjs/no-literal-string-in-jsx': [
        'error',
        {
          props: { include: [['*', '(aria-label|aria-description|alt|title|placeholder|label)']] },
        },
      ],
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-multiple-whitespaces': 'error',
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...layerZones, ...kitZones, ...flowZones] },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['dev-api/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.js'] } },
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...apiLayerZones, ...apiRouteZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: [
      '**/*.{js,mjs,cjs}',
      'scripts/**',
      'dev-api/**',
      'tests/**',
      '*.config.ts',
      'host-demo/*.ts',
      'hosts/*/*.config.ts',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs', 'jest.config.js', 'src/test/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },
);
