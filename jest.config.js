// One Jest configuration with a project per kind of test, so `--selectProjects` picks the layer.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// @fastify/static requires content-disposition 3, which is ES modules only: Node (≥ 20.19) loads it with
// require(), Jest's module runtime does not, so Jest compiles that one package to CommonJS.
const ESM_ONLY = 'content-disposition';

const common = {
  rootDir: __dirname,
  transform: { '^.+\\.ts$': swc, [`/node_modules/(.+/)?${ESM_ONLY}/.+\\.js$`]: swc },
  transformIgnorePatterns: [`/node_modules/(?!(.+/)?${ESM_ONLY}/)`],
  moduleNameMapper: { '^@presently/(.*)$': '<rootDir>/libs/$1/src/index.ts' },
  testEnvironment: 'node',
  modulePathIgnorePatterns: ['<rootDir>/dist/'],
};

module.exports = {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: ['<rootDir>/{apps,libs}/*/src/**/*.spec.ts', '<rootDir>/deploy/test/**/*.spec.ts', '<rootDir>/tests/lint/**/*.spec.ts', '<rootDir>/tests/tools/**/*.spec.ts'],
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/apps/web/'],
    },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/{apps,libs}/*/test/integration/**/*.integration-spec.ts', '<rootDir>/tests/integration/**/*.integration-spec.ts'],
      setupFiles: ['<rootDir>/libs/testing/src/jest-test-env.ts'],
      globalSetup: '<rootDir>/libs/testing/src/global-setup.ts',
      setupFilesAfterEnv: ['<rootDir>/libs/testing/src/jest-timeouts.ts'],
    },
    {
      ...common,
      displayName: 'e2e',
      testMatch: ['<rootDir>/apps/e2e/api/**/*.e2e-spec.ts'],
      setupFilesAfterEnv: ['<rootDir>/libs/testing/src/jest-timeouts.ts'],
    },
  ],
};
