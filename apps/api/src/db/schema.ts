/**
 * Drizzle table definitions. Every table lives here (or is re-exported from here) so
 * `drizzle-kit generate` sees it and the typed client knows it. Migrations are generated
 * from this file into ../../drizzle; hand-written SQL (extensions, exclusion constraints)
 * goes into custom migrations (`drizzle-kit generate --custom`).
 */
export {};
