// ESLint flat config: typescript-eslint recommended (not type-checked, to stay fast),
// React hooks rules for the app, and the layer boundaries of docs (DESIGN.md "The shape").
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import prettierConfig from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));

/** tsconfig `paths` aliases → repo folders. */
const aliases = {
  '@app': 'src/app',
  '@flows': 'src/flows',
  '@shared': 'src/shared',
  '@machines': 'machines',
  '@contracts': 'contracts',
};

/**
 * Where an import specifier points: `{ dir }` (repo-relative path) for relative and aliased
 * imports, `{ pkg }` (package name) for bare specifiers, `{ builtin }` for node:*.
 */
function resolveSpecifier(specifier, filename) {
  if (specifier.startsWith('.')) {
    return {
      dir: path
        .relative(root, path.resolve(path.dirname(filename), specifier))
        .split(path.sep)
        .join('/'),
    };
  }
  for (const [alias, dir] of Object.entries(aliases)) {
    if (specifier === alias || specifier.startsWith(`${alias}/`)) return { dir: dir + specifier.slice(alias.length) };
  }
  if (specifier.startsWith('node:')) return { builtin: specifier };
  const parts = specifier.split('/');
  return { pkg: specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0] };
}

const inside = (dir, folder) => dir === folder || dir.startsWith(`${folder}/`);

/**
 * `local/import-boundaries`: resolves relative and aliased imports against the file's folder,
 * so `../../flows/x` and `@flows/x` are the same import.
 * Options: { forbiddenDirs?: string[], forbiddenPackages?: string[], allowedDirs?: string[],
 * allowedPackages?: string[], message: string }. With allowed* set, anything else is refused.
 */
const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps each layer to the imports DESIGN.md allows it' },
    schema: [
      {
        type: 'object',
        properties: {
          forbiddenDirs: { type: 'array', items: { type: 'string' } },
          forbiddenPackages: { type: 'array', items: { type: 'string' } },
          allowedDirs: { type: 'array', items: { type: 'string' } },
          allowedPackages: { type: 'array', items: { type: 'string' } },
          message: { type: 'string' },
        },
        additionalProperties: false,
      },
    ],
    messages: { boundary: "'{{specifier}}' is not allowed here: {{message}}" },
  },
  create(context) {
    const opts = context.options[0] ?? {};
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const specifier = source.value;
      const target = resolveSpecifier(specifier, context.filename);
      let bad = false;
      if (target.dir !== undefined) {
        if (opts.forbiddenDirs?.some((d) => inside(target.dir, d))) bad = true;
        if (opts.allowedDirs && !opts.allowedDirs.some((d) => inside(target.dir, d))) bad = true;
      } else if (target.pkg !== undefined) {
        if (opts.forbiddenPackages?.includes(target.pkg)) bad = true;
        if (opts.allowedPackages && !opts.allowedPackages.includes(target.pkg)) bad = true;
      } else if (opts.allowedPackages) {
        bad = true; // node builtins count as packages when only some packages are allowed
      }
      if (bad) context.report({ node, messageId: 'boundary', data: { specifier, message: opts.message ?? '' } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source : undefined),
      TSImportType: (node) =>
        check(node, node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.source),
    };
  },
};

/**
 * `local/file-name`: one naming convention for code files (docs/architecture.md "Names"): camelCase modules
 * (`pageParts.ts`, `login.machine.ts`), PascalCase only for a .tsx file that exports a component (`LoginFlow.tsx`).
 */
const fileName = {
  meta: {
    type: 'suggestion',
    docs: { description: 'camelCase module files, PascalCase component files' },
    schema: [],
    messages: { name: "'{{name}}': {{why}}" },
  },
  create(context) {
    return {
      Program(node) {
        const name = path.basename(context.filename);
        if (name.startsWith('.')) return;
        const [first, ...roles] = name.split('.');
        const exported = new Set(
          node.body.flatMap((statement) => {
            if (statement.type === 'ExportDefaultDeclaration') return [statement.declaration.id?.name];
            if (statement.type !== 'ExportNamedDeclaration') return [];
            const declaration = statement.declaration;
            if (declaration?.type === 'VariableDeclaration') return declaration.declarations.map((d) => d.id.name);
            if (declaration) return [declaration.id?.name];
            return statement.specifiers.map((specifier) => specifier.exported.name);
          }),
        );
        const isTest = roles.includes('test') || roles.includes('spec');
        // A PascalCase file exports components or a context, the one it is named after or a family of them
        // (`ExpressModals.tsx`); tests take their subject's name.
        const exportsComponent =
          exported.has(first) || [...exported].some((exportedName) => /^[A-Z]/.test(exportedName ?? ''));
        const pascalOk = /^[A-Z][a-zA-Z0-9]*$/.test(first) && (exportsComponent || isTest);
        const firstOk = /^[a-z][a-zA-Z0-9]*$/.test(first) || pascalOk;
        const rolesOk = roles.every((role) => /^[a-z][a-zA-Z0-9]*$/.test(role));
        if (!firstOk || !rolesOk) {
          const why = /^[A-Z][a-zA-Z0-9]*$/.test(first)
            ? `a PascalCase file exports a component or context, and this one exports none: name it in camelCase`
            : 'name files in camelCase (no dashes or underscores), with dotted roles such as .machine, .test';
          context.report({ node, messageId: 'name', data: { name, why } });
        }
      },
    };
  },
};

const local = { rules: { 'import-boundaries': importBoundaries, 'file-name': fileName } };

const flowFolders = readdirSync(path.join(root, 'src/flows'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Flows made to be rendered inside others: the chrome, the session, the e-mail verification dialog, the payment panel. */
const embeddableFlows = ['chrome', 'session', 'emailVerification', 'payment'];
/** Flows that embed a particular other flow: the start page shows registration and acts on entry links; both registrations submit through one flow. */
const embeddedByFlow = {
  landing: ['registration', 'entryLinks'],
  registration: ['registrationSubmit'],
  expressRegistration: ['registrationSubmit'],
};
const embeddableIn = (flow) => [...embeddableFlows, ...(embeddedByFlow[flow] ?? [])];

const machinesMessage =
  'machines/ are pure statecharts (DESIGN.md): no React, routing, HTTP, Lingui runtime, app code or server code';

export default defineConfig(
  globalIgnores([
    'dist/',
    'dist-shell/',
    'dist-dev/',
    'generated/',
    'dist-catalogue/',
    'reports/',
    'data/',
    'node_modules/',
    'docs/',
    'locales/**/*.ts',
    'locales/**/*.js',
    'test-results/',
    'playwright-report/',
    'coverage/',
    '.tmp/',
    'bench/.out/',
    // The Node build scripts/use-node.sh unpacks.
    '.tools/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    plugins: { local, 'simple-import-sort': simpleImportSort },
    rules: {
      'local/file-name': 'error',
      // Packages, then the repo's layers (contracts, machines, app), then the folder's own files; CSS and other
      // side-effect imports last, in their written order (their order is the cascade's).
      'simple-import-sort/imports': [
        'error',
        {
          groups: [
            ['^node:'],
            ['^@?\\w'],
            ['^@contracts', '^@machines', '^@shared', '^@flows', '^@app'],
            ['^\\.'],
            ['^\\u0000'],
          ],
        },
      ],
      'simple-import-sort/exports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  // Browser code, Node code.
  { files: ['src/**/*.{ts,tsx}'], languageOptions: { globals: globals.browser } },
  {
    files: ['server/**/*.ts', 'scripts/**/*.ts', 'tests/**/*.{ts,tsx}', 'bench/**/*.ts', '*.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  // The benchmark's bare React app (bench/baseline-app) runs in the browser.
  { files: ['bench/baseline-app/**/*.tsx'], languageOptions: { globals: globals.browser } },
  // Fakes and casts are part of testing.
  { files: ['tests/**/*.{ts,tsx}', '**/*.test.{ts,tsx}'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  // React hooks rules wherever components and hooks live.
  { files: ['src/**/*.{ts,tsx}', 'tests/**/*.tsx'], ...reactHooks.configs.flat.recommended },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.tsx'],
    rules: {
      // The compiler-oriented `refs` rule reports the bindings' pattern of reading a "latest
      // callback" ref inside actions passed to machine.provide() in useMemo; those run on
      // events, not during render. The app does not use the React Compiler.
      'react-hooks/refs': 'off',
    },
  },

  // Machines read events, actor outputs and failures through XState's typed idioms, never through a cast
  // (docs/architecture.md, Machines). Exempt: `as const`, and `{} as X` inside setup's `types` (XState's typing idiom).
  (() => {
    const message =
      "machines/ use XState's typed idioms instead of a cast: an inline assign in onDone/onError (event.output, failureOf(event)), " +
      "a parameterised guard or action ({ type: 'x', params: ({ event }) => event.output } or params: failureParams), or assertEvent(event, 'x') in an input";
    const typesIdiom = "Property[key.name='types'] > ObjectExpression > Property > TSAsExpression.value";
    const eventOrContext = '/^(event|context)$/';
    return {
      files: ['machines/**/*.ts'],
      ignores: ['**/*.test.ts'],
      rules: {
        'no-restricted-syntax': [
          'error',
          ...[
            'TSTypeAssertion',
            "TSAsExpression[typeAnnotation.type='TSUnknownKeyword']",
            "TSAsExpression[typeAnnotation.type='TSAnyKeyword']",
            'TSAsExpression > TSAsExpression.expression',
            `TSAsExpression[typeAnnotation.type='TSTypeLiteral']:not(${typesIdiom})`,
            `TSAsExpression[expression.type='ObjectExpression']:not([typeAnnotation.typeName.name='const']):not(${typesIdiom})`,
            `TSAsExpression[expression.name=${eventOrContext}]`,
            `TSAsExpression[expression.object.name=${eventOrContext}]`,
            `TSAsExpression[expression.object.object.name=${eventOrContext}]`,
          ].map((selector) => ({ selector, message })),
        ],
      },
    };
  })(),

  // A machine past about 300 lines is split: its setup apart from its statechart, then child machines or state-node
  // factories (docs/architecture.md, Machines).
  {
    files: ['machines/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }] },
  },

  // Layer boundaries.
  {
    files: ['machines/**/*.ts'],
    rules: {
      'local/import-boundaries': [
        'error',
        {
          forbiddenDirs: ['src', 'server'],
          forbiddenPackages: [
            'react',
            'react-dom',
            '@xstate/react',
            'react-router-dom',
            'react-router',
            '@lingui/react',
            '@lingui/core',
          ],
          message: machinesMessage,
        },
      ],
      'no-restricted-globals': [
        'error',
        ...[
          'window',
          'document',
          'localStorage',
          'sessionStorage',
          'fetch',
          'XMLHttpRequest',
          'navigator',
          'location',
          'history',
        ].map((name) => ({
          name,
          message: `${machinesMessage}; do I/O in an actor or action that src/ provides.`,
        })),
      ],
      'no-restricted-properties': [
        'error',
        ...['window', 'localStorage', 'sessionStorage', 'fetch', 'document'].flatMap((property) =>
          ['globalThis', 'self'].map((object) => ({
            object,
            property,
            message: `${machinesMessage}; do I/O in an actor or action that src/ provides.`,
          })),
        ),
      ],
    },
  },
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      'local/import-boundaries': [
        'error',
        {
          forbiddenDirs: ['src/flows', 'src/app'],
          message: 'src/shared is used by flows and the app, never the other way round',
        },
      ],
    },
  },
  // One zone per flow: a flow imports src/shared, machines and contracts, never the app shell, and another flow only
  // when that flow is made to be embedded (docs/architecture.md "Boundaries").
  ...flowFolders.map((flow) => ({
    files: [`src/flows/${flow}/**/*.{ts,tsx}`],
    rules: {
      'local/import-boundaries': [
        'error',
        {
          forbiddenDirs: [
            'src/app',
            ...flowFolders
              .filter((other) => other !== flow && !embeddableIn(flow).includes(other))
              .map((other) => `src/flows/${other}`),
          ],
          message: `a flow does not depend on the app shell (src/app), nor on another flow unless it is embeddable (${embeddableIn(flow).join(', ')}); move what both need to src/shared`,
        },
      ],
    },
  })),
  {
    // The contracts barrel re-exports every schema: a value import from it puts all of them in that page's JavaScript.
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@contracts/index',
              allowTypeImports: true,
              message:
                'import values from the contract module itself (e.g. @contracts/registration); the barrel is for types',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['contracts/**/*.ts'],
    ignores: ['contracts/**/*.test.ts'],
    rules: {
      'local/import-boundaries': [
        'error',
        {
          allowedDirs: ['contracts'],
          allowedPackages: ['zod'],
          message: 'contracts/ are shared by app and server and import only zod',
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'local/import-boundaries': [
        'error',
        { forbiddenDirs: ['src', 'machines'], message: 'the server shares only contracts/ with the app' },
      ],
    },
  },
  {
    // Routes parse, call a domain module and answer (docs/architecture.md "The server's layers"): the domain
    // module owns its SQL and its transactions, so a route never queries, opens a transaction or reaches
    // into another route.
    files: ['server/routes/**/*.ts'],
    rules: {
      'local/import-boundaries': [
        'error',
        {
          forbiddenDirs: ['src', 'machines', 'server/db', 'server/routes'],
          message: 'a route calls domain modules: no database module, no other route, nothing of the app',
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(query|transaction)$/]',
          message: 'SQL and transactions belong to the domain module the route calls',
        },
      ],
    },
  },
  // Formatting is Prettier's (`npm run format`); no lint rule argues with it.
  prettierConfig,
);
