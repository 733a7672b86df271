import type { MultipartFile } from "@fastify/multipart";
import {
  facilityFormMessages,
  httpMessages,
  MAX_FACILITY_IMAGES,
  MAX_IMAGE_BYTES,
} from "@halisaha/data/contract";
import type { FastifyRequest } from "fastify";
import { badRequest, HttpError, payloadTooLarge, unsupportedMediaType } from "../../http/errors";

/** Text fields are small (the working hours JSON is about 2 KB); more is refused. */
export const MAX_FIELD_BYTES = 64 * 1024;
const MAX_FIELDS = 40;

/** The whole multipart body: 5 images of 5 MB plus the fields. */
export const MULTIPART_BODY_LIMIT = MAX_FACILITY_IMAGES * MAX_IMAGE_BYTES + MAX_FIELDS * MAX_FIELD_BYTES;

export interface FacilityUpload {
  /** Text fields by name (a repeated name keeps its last value). */
  fields: Record<string, string>;
  /** The `images` files in the order they came. */
  images: Buffer[];
}

/**
 * Reads a facility form: text fields and up to `maxImages` files named `images` (other file
 * fields are skipped). A sixth image is 400, a file over 5 MB 413, a body that is not
 * multipart/form-data 415, a body that ends before its closing boundary (or that the client
 * abandons) 400; each with its Turkish text. Nothing is stored before the whole body is read.
 */
export async function readFacilityUpload(
  request: FastifyRequest,
  maxImages: number = MAX_FACILITY_IMAGES,
): Promise<FacilityUpload> {
  if (!request.isMultipart()) throw unsupportedMediaType(facilityFormMessages.notMultipart);
  const fields: Record<string, string> = {};
  const images: Buffer[] = [];
  try {
    const parts = request.parts({
      limits: {
        fileSize: MAX_IMAGE_BYTES,
        files: MAX_FACILITY_IMAGES + 1,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        parts: MAX_FIELDS + MAX_FACILITY_IMAGES + 1,
      },
    });
    for await (const part of parts) {
      if (part.type === "field") {
        if (part.valueTruncated) throw badRequest();
        fields[part.fieldname] = typeof part.value === "string" ? part.value : String(part.value);
        continue;
      }
      if (part.fieldname !== "images") {
        await drain(part);
        continue;
      }
      if (images.length >= maxImages) throw badRequest(facilityFormMessages.tooManyImages);
      images.push(await part.toBuffer());
    }
  } catch (error) {
    throw asHttpError(error);
  }
  return { fields, images };
}

async function drain(part: MultipartFile): Promise<void> {
  part.file.resume();
  await new Promise<void>((resolve) => part.file.once("end", resolve).once("error", () => resolve()));
}

/**
 * @fastify/multipart's limit errors → the Turkish answers. Anything else thrown while reading
 * is the body's fault too (busboy's "Unexpected end of multipart data" for a form that never
 * closes, "Malformed part header", an aborted upload): the try above only reads the request,
 * so it is a 400, never a 500.
 */
function asHttpError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  switch (code) {
    case "FST_REQ_FILE_TOO_LARGE":
      return payloadTooLarge(facilityFormMessages.imageTooLarge);
    case "FST_FILES_LIMIT":
      return badRequest(facilityFormMessages.tooManyImages);
    case "FST_PARTS_LIMIT":
    case "FST_FIELDS_LIMIT":
    case "FST_PROTO_VIOLATION":
      return badRequest();
    case "FST_INVALID_MULTIPART_CONTENT_TYPE":
      return unsupportedMediaType(facilityFormMessages.notMultipart);
    default:
      return badRequest(httpMessages.incompleteBody);
  }
}
