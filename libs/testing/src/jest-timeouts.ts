// Suites that boot services or the whole platform need more than Jest's 5 s default per test.
jest.setTimeout(Number(process.env.JEST_TEST_TIMEOUT ?? 60000));
