/**
 * How often in-memory catalogue caches (the search snapshot, per-city counts) check
 * catalogue_meta.version for a re-seed. Checks run in the background and never delay a request;
 * a re-seed shows in searches within this interval plus the rebuild time (about 1 s per
 * 100k activities).
 */
export const CATALOGUE_VERSION_CHECK_MS = 5000
