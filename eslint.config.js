import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '**/drizzle/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.bench/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Web features never import each other; pages under app/ compose them.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/features/*/**', '@/app/*', '@/app/**'],
              message:
                'A feature must not import another feature or the app shell; import its own files relatively and shared code from @/lib, @/components, @/config; compose features in app/.',
            },
          ],
        },
      ],
    },
  },
  {
    // One owner per table: a server module's SQL is its own. Others call the owning module's service (which takes
    // an optional transaction), never its queries (README "Table owners").
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/*.queries.js', '../*/*.queries', '**/modules/*/*.queries.js', '**/modules/*/*.queries'],
              message:
                "A module must not import another module's queries; call the owning module's service (pass `tx` to stay in one transaction).",
            },
          ],
        },
      ],
    },
  },
  {
    // Layers point one way: modules build on plugins/ and lib/, never the reverse. A plugin reaches a module
    // through `app.services` (built in services.ts). This block's rule replaces the one above for these files,
    // so it repeats the queries pattern.
    files: ['apps/server/src/plugins/**/*.ts', 'apps/server/src/lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/*.queries.js', '../*/*.queries', '**/modules/*/*.queries.js', '**/modules/*/*.queries'],
              message:
                "A module must not import another module's queries; call the owning module's service (pass `tx` to stay in one transaction).",
            },
            {
              group: ['**/modules', '**/modules/**'],
              message:
                'plugins/ and lib/ sit below the modules and never import them; reach a module through `app.services`, or move the code into its module.',
            },
          ],
        },
      ],
    },
  },
  {
    // Team membership has one home: who belongs to a team, and with which role, is read through the teams module
    // (teams.access.ts: roleOf, isMember, teamsOf, and the SQL forms roleIn, memberOf, teamMembersAs), so a new
    // kind of team credential changes one file. The schema declares the table; seeds and test fixtures write rows
    // directly to set a scene (they are not modules, as in test/table-owners.test.ts).
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/modules/teams/**',
      'apps/server/src/db/schema/**',
      'apps/server/src/seed.ts',
      'apps/server/src/seed/**',
      '**/*.test.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportSpecifier[imported.name='creatorTeamMembers']",
          message:
            'Read team membership through modules/teams/teams.access.ts (roleOf, isMember, teamsOf, roleIn, memberOf, teamMembersAs).',
        },
        {
          selector: 'TemplateElement[value.raw=/creator_team_members/], Literal[value=/creator_team_members/]',
          message:
            'Read team membership through modules/teams/teams.access.ts (roleOf, isMember, teamsOf, roleIn, memberOf, teamMembersAs).',
        },
      ],
    },
  },
);
