// jest reads testTimeout from the root config only; per project it is set here, for tests and hooks alike.
// Opening a copy of the template database takes a few seconds on a loaded 2-core machine.
jest.setTimeout(30_000);
