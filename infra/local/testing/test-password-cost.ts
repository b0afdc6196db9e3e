/**
 * The scrypt N the test runtimes hash new passwords with: 2^12 takes ~20 ms where production's 2^17 takes most
 * of a second on a 2-core CI runner, and the API and browser suites sign up hundreds of people.
 */
export const TEST_PASSWORD_COST = 2 ** 12;
