/** Unit and component tests: jsdom, SWC transform, CSS modules as identity maps. */
module.exports = {
  // jsdom with the platform's fetch, Response, TextEncoder…: what the browser has too.
  testEnvironment: 'jest-fixed-jsdom',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '\\.svg$': '<rootDir>/src/test/svg-transform.js',
    '^.+\\.(t|j|mj)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
      },
    ],
  },
  // react-intl 12 and its formatjs dependencies ship ESM only: compile them too.
  transformIgnorePatterns: [
    '/node_modules/(?!(react-intl|@formatjs|intl-messageformat|icu-minify)/)',
  ],
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': '<rootDir>/src/test/empty-module.js',
  },
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  // The default output, then one last line with the counts (src/test/summary-reporter.js).
  reporters: ['default', '<rootDir>/src/test/summary-reporter.js'],
  // Property tests run thousands of cases: on a 2-core machine busy with builds, 5 s is too tight.
  testTimeout: 30_000,
  // Jest's default leaves one core free, which on a 2-core machine is one worker for ~150 files.
  maxWorkers: '100%',
};
