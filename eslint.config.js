import tseslint from 'typescript-eslint';
import boundaries from './eslint/import-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'consentry-out/',
      '.data/',
      'src/model/generated/',
      'test/web/static/',
      'src/cli/demo-web/static/',
    ],
  },
  ...tseslint.configs.recommended,
  {
    plugins: { consentry: boundaries },
    rules: {
      'consentry/import-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
);
