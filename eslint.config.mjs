import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The one rule that keeps the architecture honest: browser code never reaches server code or the ORM.
const serverOnly = {
  patterns: [
    { group: ['@/lib/server', '@/lib/server/*', '**/lib/server/**'], message: 'Client code must not import server code.' },
    { group: ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*', 'fastify', '@fastify/*', 'argon2'], message: 'Server-only package.' },
  ],
};

// Imports that would put large libraries into every page's first load (the 300 KB budget, README).
const firstLoad = [
  {
    selector: "ImportDeclaration[source.value='zod'][importKind!='type'] > :matches(ImportSpecifier[imported.name='z'][importKind!='type'], ImportDefaultSpecifier)",
    message: "Import zod as `import * as z from 'zod'`: the `z` binding keeps all of zod (every locale) in the browser bundle.",
  },
  {
    selector: "ImportDeclaration[source.value='react-toastify'] > ImportSpecifier[imported.name='toast']",
    message: 'Raise toasts through @/services/toast (react-toastify loads after the first paint).',
  },
];

export default tseslint.config(
  { ignores: ['node_modules/**', '.next/**', '.data/**', '.test-data/**', 'next-env.d.ts'] },
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    extends: [tseslint.configs.recommended],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['components/**', 'hooks/**', 'services/**', 'store/**', 'layouts/**', 'constants/**', 'lib/rules/**', 'lib/resources/**', 'lib/pricing/**', 'pages/**'],
    ignores: ['pages/api/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'no-restricted-imports': ['error', serverOnly],
      'no-restricted-syntax': ['error', ...firstLoad],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
