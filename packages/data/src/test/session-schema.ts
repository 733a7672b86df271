/**
 * Test setup: the session user's schema loaded before any test, so a stored session is
 * checked at once as on every page after the first check. The first check's wait is tested in
 * session/first-check.test.ts.
 */
import { loadSessionSchema } from "../session/store";

await loadSessionSchema();
