// @ts-check
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });
const esmOnly = '/node_modules/(?!(rettime|until-async|@open-draft|jose)/)';

/** Unit tests run in jsdom (or node where a file says so); API tests run in node against a real database. */
module.exports = async () => {
  const unit = await createJestConfig({
    displayName: 'unit',
    testEnvironment: 'jest-fixed-jsdom',
    testMatch: ['<rootDir>/__tests__/unit/**/*.test.{ts,tsx}'],
    setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
    moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
  })();
  unit.transformIgnorePatterns = [esmOnly, '^.+\\.module\\.(css|sass|scss)$'];

  const api = await createJestConfig({
    displayName: 'api',
    testEnvironment: 'node',
    setupFilesAfterEnv: ['<rootDir>/__tests__/api/support/jest-timeout.ts'],
    testMatch: ['<rootDir>/__tests__/api/**/*.test.ts'],
    globalSetup: '<rootDir>/__tests__/api/support/global-setup.ts',
    globalTeardown: '<rootDir>/__tests__/api/support/global-teardown.ts',
    moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
  })();
  // jose (the service account's JWTs, adapters/realtime/firebase) ships as ES modules only.
  api.transformIgnorePatterns = ['/node_modules/(?!(jose)/)', '^.+\\.module\\.(css|sass|scss)$'];

  return { projects: [unit, api] };
};
