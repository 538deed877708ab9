// @ts-check
import fs from 'node:fs';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// The boundaries of docs/architecture.md#what-may-import-what, enforced here rather than in review.
const features = fs.existsSync('components')
  ? fs
      .readdirSync('components', { withFileTypes: true })
      .filter((d) => d.isDirectory() && d.name !== 'ui' && d.name !== 'app')
      .map((d) => d.name)
  : [];
const extensionCode = ['./entrypoints', './components', './lib/extension', './lib/api-client'];

const zones = [
  // Features do not import each other; app/ composes them.
  ...features.map((f) => ({ target: `./components/${f}`, from: './components', except: [`./${f}`, './ui'] })),
  // The simulator is imported only by tests, bench and the start script.
  { target: ['./server', './lib', './components', './entrypoints'], from: './sim' },
  // The server never imports extension code.
  { target: './server', from: extensionCode },
  // Shared code flows one way: lib -> components -> entrypoints.
  { target: './lib', from: ['./components', './entrypoints', './server', './sim'] },
  { target: './lib/contract', from: ['./lib/rules', './lib/api-client', './lib/extension'] },
  { target: './lib/rules', from: ['./lib/api-client', './lib/extension'] },
  { target: './lib/api-client', from: ['./lib/rules', './lib/extension'] },
  { target: './sim', from: ['./server', './lib', './components', './entrypoints'] },
];

const repositoriesOnly = { group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema'], message: 'Query through a repository of server/db/repos.' };
const rawSql = {
  selector:
    "CallExpression[callee.property.name='query'][callee.object.name='database'], CallExpression[callee.property.name='query'][callee.object.property.name='database']",
  message: 'Raw SQL goes in a repository of server/db/repos.',
};
const gateOnly = "A launch's platform calls go through a module of server/platform, within the run's gate (server/launch/platform-gate.ts).";

export default tseslint.config(
  { ignores: ['node_modules', '.output', '.wxt', '.data', 'test-results', 'playwright-report', 'bench/results'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    // The TypeScript parser for the files an import reaches, so import/no-restricted-paths follows .ts imports.
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } }, 'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] } },
    rules: {
      'import/no-restricted-paths': ['error', { zones }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  // Playwright fixtures call `use`, which is not React's hook.
  { files: ['tests/e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  // The server reaches its tables through the repositories of server/db/repos only (docs/architecture.md#database).
  {
    files: ['server/**/*.ts'],
    ignores: ['server/db/**', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [repositoriesOnly] }],
      'no-restricted-syntax': ['error', rawSql],
    },
  },
  // The launch engine reaches the platform through the modules of server/platform only, inside its run's gate
  // (server/launch/platform-gate.ts, the one file that holds the client's governor); never the client itself
  // (docs/architecture.md#the-launch-gate). The deletion of a launch's objects runs outside a run (a route, the job
  // at its due time), with its own governed batches.
  {
    files: ['server/launch/**/*.ts'],
    ignores: ['**/*.test.ts', 'server/launch/platform-gate.ts', 'server/launch/deletion.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            repositoriesOnly,
            { group: ['**/platform/graph-client'], importNames: ['GraphClient', 'throughGate'], message: gateOnly },
            { group: ['**/platform/rate-governor'], importNames: ['RateGovernor'], message: gateOnly },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        rawSql,
        { selector: "MemberExpression[property.name='graph'], MemberExpression[property.name='governor']", message: gateOnly },
        { selector: "ObjectPattern > Property[key.name='graph'], ObjectPattern > Property[key.name='governor']", message: gateOnly },
      ],
    },
  },
);
