/**
 * The agent's plan allows no more active listings: the write that would pass the limit was refused whole.
 * A module of its own, so what only checks for it (the access guard's plan check) does not load the listing
 * counters and their entities.
 */
export class ActiveListingLimitReached extends Error {}
