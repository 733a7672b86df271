import type { FastifyReply } from "fastify";

/**
 * Adds a field to the reply's Vary header unless it is already there (or `*`), keeping what
 * other hooks put there (CORS adds `Origin`, compression `Accept-Encoding`).
 */
export function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader("vary");
  const fields = (Array.isArray(current) ? current.join(",") : String(current ?? ""))
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name !== "");
  if (fields.includes("*") || fields.some((name) => name.toLowerCase() === field.toLowerCase())) return;
  reply.header("vary", [...fields, field].join(", "));
}
