import { randomBytes } from "node:crypto";
import { defaultWorkingHours } from "@halisaha/data/contract";
import sharp from "sharp";

export interface UploadFile {
  /** Form field name; `images` unless given. */
  field?: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body for `app.inject`: text fields, then the files. */
export function multipartBody(fields: Record<string, string>, files: readonly UploadFile[] = []) {
  const boundary = `----halisaha${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? "images"}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** A photo-like JPEG (noise, so it does not compress away) carrying EXIF data. */
export async function jpegPhoto(width = 2000, height = 1500): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 70 })
    .withExif({ IFD0: { Copyright: "Gizli Sahip", Artist: "Konum Bilgisi" } })
    .toBuffer();
}

export async function pngImage(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 140, b: 60 } } })
    .png()
    .toBuffer();
}

export async function webpImage(width = 300, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .webp()
    .toBuffer();
}

export const asFile = (data: Buffer, filename = "saha.jpg", contentType = "image/jpeg"): UploadFile => ({
  filename,
  contentType,
  data,
});

/** The text fields of a valid facility form (POST/PUT /api/facilities) in `place`. */
export function facilityFormFields(
  place: { cityId: number; districtId: number },
  overrides: Record<string, string> = {},
): Record<string, string> {
  return {
    name: "Yıldız Halı Saha",
    description: "Aydınlatmalı, kapalı saha.",
    address: "Spor Cad. No:1",
    cityId: String(place.cityId),
    districtId: String(place.districtId),
    phone: "2165550000",
    email: "iletisim@yildiz.com",
    website: "https://yildiz.com",
    openingTime: "09:00",
    closingTime: "22:00",
    pricePerHour: "1200",
    weekendPricePerHour: "1500",
    depositAmount: "200",
    fieldType: "Halı Saha",
    fieldSize: "7v7",
    workingHours: JSON.stringify(defaultWorkingHours()),
    amenities: JSON.stringify(["wifi", "free_parking"]),
    ...overrides,
  };
}
