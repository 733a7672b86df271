import { DeleteObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { StorageConfig } from "../../config";
import { assertSafeKey, UPLOAD_CACHE_CONTROL, type FileStorage } from "./types";

type S3Config = Extract<StorageConfig, { kind: "s3" }>;

/**
 * An S3-compatible bucket through the AWS SDK. With S3_ENDPOINT (MinIO, R2, the tests' fake)
 * requests are path-style. Checksums are sent only where S3 requires them, which every
 * S3-compatible service accepts.
 */
export function createS3Storage(config: S3Config): FileStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.endpoint !== undefined,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 3,
  });
  return {
    kind: "s3",
    async put(key, body, contentType) {
      assertSafeKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: UPLOAD_CACHE_CONTROL,
        }),
      );
    },
    async delete(keys) {
      for (const key of keys) assertSafeKey(key);
      await Promise.all(
        keys.map((key) => client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key }))),
      );
    },
    urlOf(key) {
      return `${config.publicUrl}/${key}`;
    },
  };
}
