import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'var/**', 'tmp/**', '.nx/**', 'coverage/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'error',
      // Project boundaries (docs/where-things-live.md): pure libs (contracts, domain, validation,
      // *-rules) depend on pure libs only; platform libs add infrastructure; services and the gateway
      // use libs, never another app; the web may import pure libs only.
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: [],
          enforceBuildableLibDependency: false,
          depConstraints: [
            { sourceTag: 'layer:pure', onlyDependOnLibsWithTags: ['layer:pure'] },
            { sourceTag: 'layer:platform', onlyDependOnLibsWithTags: ['layer:pure', 'layer:platform'] },
            { sourceTag: 'layer:testing', onlyDependOnLibsWithTags: ['layer:pure', 'layer:platform', 'layer:testing'] },
            { sourceTag: 'scope:service', onlyDependOnLibsWithTags: ['layer:pure', 'layer:platform', 'layer:testing'] },
            { sourceTag: 'scope:gateway', onlyDependOnLibsWithTags: ['layer:pure', 'layer:platform', 'layer:testing'] },
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['layer:pure'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['layer:pure', 'layer:platform', 'layer:testing'] },
          ],
        },
      ],
    },
  },
  {
    // Pure rules: a domain/ folder and the pure libs import no framework, database, broker or cache.
    files: ['apps/*/src/**/domain/**/*.ts', 'libs/contracts/src/**/*.ts', 'libs/domain/src/**/*.ts', 'libs/validation/src/**/*.ts', 'libs/presence-rules/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@nestjs/*', 'typeorm', 'typeorm/*', 'amqplib', 'amqp-connection-manager', 'ioredis', 'bullmq', 'pg', 'nestjs-zod'],
              message: 'Pure code (domain/ folders and pure libs) imports no framework, database, broker or cache: put this in a use case, repository or consumer.',
            },
            {
              group: ['@presently/messaging', '@presently/database', '@presently/service-runtime', '@presently/config', '@presently/logger', '@presently/testing'],
              message: 'Pure code depends on pure libs only (@presently/domain, @presently/contracts, @presently/validation, *-rules).',
            },
          ],
        },
      ],
    },
  },
  {
    // Web layers: app → features → shared (docs/web-shell.md): shared/ knows no feature or app code;
    // a feature uses app/api, app/hooks and app/session, and another feature only through its index.
    files: ['apps/web/src/shared/**/*.ts', 'apps/web/src/shared/**/*.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '(^|/)(app|features)(/|$)', message: 'shared/ imports nothing from app/ or features/.' }] }],
    },
  },
  {
    files: ['apps/web/src/features/**/*.ts', 'apps/web/src/features/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(\\.\\./)+app/(?!(api|hooks|session)$)', message: 'Features use app/api, app/hooks and app/session (its index) only.' },
            { regex: '^\\.\\./[^./][^/]*/', message: 'Another feature only through its index.ts (import from ../<feature>).' },
            { regex: '^(\\.\\./){2,}features/', message: 'Another feature only through its index.ts (import from ../<feature>).' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', require: 'readonly', module: 'writable', __dirname: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', setInterval: 'readonly', clearInterval: 'readonly', URL: 'readonly', fetch: 'readonly', Buffer: 'readonly', AbortSignal: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
