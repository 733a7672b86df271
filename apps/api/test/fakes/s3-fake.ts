import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A small local stand-in for the S3 calls the storage adapter makes, so the real
 * `@aws-sdk/client-s3` client can be pointed at it (S3_ENDPOINT, path-style addressing):
 *
 * - `PUT /<bucket>/<key>` stores the body with its Content-Type and Cache-Control;
 * - `GET /<bucket>/<key>` answers it (404 `NoSuchKey` otherwise);
 * - `DELETE /<bucket>/<key>` removes it (204 also when it is absent, as S3 does);
 * - every request must be signed with Signature V4 for the configured access key (403
 *   `InvalidAccessKeyId` otherwise); errors are S3's XML shape.
 *
 * `failPutsAfter(n)` lets n more uploads succeed and refuses the rest (403 `AccessDenied`, which
 * the SDK does not retry): a storage failure in the middle of a save.
 */
export interface StoredObject {
  body: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
}

export interface FakeS3 {
  url: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, StoredObject>;
  /** The requests seen, as `METHOD /bucket/key`. */
  requests: string[];
  failPutsAfter(count: number | undefined): void;
  close(): Promise<void>;
}

function errorXml(res: ServerResponse, status: number, code: string, message: string): void {
  res.writeHead(status, { "content-type": "application/xml" });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
}

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFakeS3(bucket = "halisaha-test"): Promise<FakeS3> {
  const accessKeyId = "AKIAFAKE000000000000";
  const secretAccessKey = "fake-secret-key-for-tests";
  const objects = new Map<string, StoredObject>();
  const requests: string[] = [];
  let putsLeft: number | undefined;

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://s3.local");
      requests.push(`${req.method} ${url.pathname}`);
      const authorization = req.headers.authorization ?? "";
      if (!authorization.startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`))
        return errorXml(res, 403, "InvalidAccessKeyId", "The access key does not exist.");
      const [, bucketName, ...rest] = url.pathname.split("/");
      const key = decodeURIComponent(rest.join("/"));
      if (bucketName !== bucket) return errorXml(res, 404, "NoSuchBucket", "The bucket does not exist.");
      if (key === "") return errorXml(res, 400, "InvalidRequest", "A key is required.");
      switch (req.method) {
        case "PUT": {
          const body = await bodyOf(req);
          if (putsLeft !== undefined) {
            if (putsLeft <= 0) return errorXml(res, 403, "AccessDenied", "Access Denied");
            putsLeft -= 1;
          }
          objects.set(key, {
            body,
            contentType: req.headers["content-type"],
            cacheControl: req.headers["cache-control"],
          });
          res.writeHead(200, { etag: `"${body.length}"` });
          return res.end();
        }
        case "GET": {
          const object = objects.get(key);
          if (!object) return errorXml(res, 404, "NoSuchKey", "The key does not exist.");
          res.writeHead(200, { "content-type": object.contentType ?? "application/octet-stream" });
          return res.end(object.body);
        }
        case "DELETE":
          objects.delete(key);
          res.writeHead(204);
          return res.end();
        default:
          return errorXml(res, 405, "MethodNotAllowed", "The method is not allowed.");
      }
    })().catch((error: unknown) => errorXml(res, 500, "InternalError", String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId,
    secretAccessKey,
    objects,
    requests,
    failPutsAfter(count) {
      putsLeft = count;
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
