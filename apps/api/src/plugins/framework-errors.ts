import type { Socket } from "node:net";
import { httpMessages } from "@halisaha/data/contract";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { fail } from "../http/envelope";

/**
 * Answers Fastify gives before any route or hook runs, in the envelope with Turkish text (its
 * own are English JSON echoing the URL and its error code): a URL that does not decode
 * (`/api/facilities/%FF`) is 400, a path parameter over the length limit 414.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH") {
    void reply.code(414).send(fail(httpMessages.uriTooLong));
    return;
  }
  if (error.code === "FST_ERR_BAD_URL") {
    void reply.code(400).send(fail(httpMessages.badUrl));
    return;
  }
  void reply.code(400).send(fail(httpMessages.badRequest));
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers over 16 KB, a request
 * that times out, bytes that are not HTTP): the envelope on the raw socket, then close.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed || !socket.writable) return;
  const [status, reason, message] =
    error.code === "HPE_HEADER_OVERFLOW"
      ? [431, "Request Header Fields Too Large", httpMessages.headersTooLarge]
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? [408, "Request Timeout", httpMessages.requestTimeout]
        : [400, "Bad Request", httpMessages.badRequest];
  const body = JSON.stringify(fail(message));
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
}
