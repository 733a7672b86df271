import { act, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { configureApi } from "../client/config";
import { defaultWorkingHours, facilityFormSchema } from "../contract/facilities/facility-form";
import { facilityFixture, listOf } from "../facilities/test-fixtures";
import { failed, ok } from "../test/fixtures";
import { readSwr, renderWithData } from "../test/render";
import { setUpTestApi } from "../test/test-api";
import { deleteFacilityImage, useDeleteFacility } from "./delete-facility";
import { saveFacility, useSaveFacility } from "./save-facility";
import { ownerFacilitiesKey, useOwnerFacilities } from "./use-owner-facilities";

const server = setUpTestApi();

const values = facilityFormSchema.parse({
  name: "Yıldız",
  description: "",
  address: "Spor Cad. 1",
  cityId: "34",
  districtId: "1421",
  phone: "",
  email: "",
  website: "",
  pricePerHour: "1200",
  weekendPricePerHour: "",
  depositAmount: "100",
  fieldType: "Halı Saha",
  fieldSize: "7v7",
  workingHours: defaultWorkingHours(),
  amenities: ["wifi"],
});

describe("GET /facilities/user", () => {
  it("asks one page with the search and status and checks the answer", async () => {
    server.on("GET", "/facilities/user", ok(listOf([facilityFixture({ status: "pending" })], 1, 9)));
    const { result } = renderWithData(() =>
      readSwr(useOwnerFacilities({ limit: 9, offset: 9, search: " kadıköy ", status: "pending" })),
    );
    await waitFor(() => expect(result.current.data?.items[0]?.status).toBe("pending"));
    expect(server.requests[0]?.url).toBe(
      "/api/facilities/user?limit=9&offset=9&search=kad%C4%B1k%C3%B6y&status=pending",
    );
    expect(ownerFacilitiesKey({ status: null })).toEqual(["/facilities/user", {}]);
  });

  it("fails with 'Bir hata oluştu!' when the answer breaks the contract", async () => {
    server.on("GET", "/facilities/user", ok({ items: [{ id: "x" }], count: 1, totalPages: 1 }));
    const { result } = renderWithData(() => readSwr(useOwnerFacilities()));
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect((result.current.error as Error).message).toBe("Bir hata oluştu!");
  });
});

describe("POST /facilities and PUT /facilities/{id}", () => {
  it("sends the form as multipart with the files and imageInfo, and reports progress", async () => {
    // jsdom's XMLHttpRequest refuses the test server's origin; with a configured fetch the client
    // sends through it and reports the upload done at the end (the browser journey covers XHR).
    let sent: { url: string; method?: string; body?: unknown } | undefined;
    configureApi({
      fetch: async (url, init) => {
        sent = { url: String(url), method: init?.method, body: init?.body };
        const items = facilityFixture({ id: 77 });
        return new Response(
          JSON.stringify({ success: true, message: "Tesis başarıyla eklendi", data: { items } }),
          {
            status: 201,
          },
        );
      },
    });
    const progress = vi.fn();
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], "saha.jpg", { type: "image/jpeg" });
    const result = await saveFacility(undefined, {
      values,
      images: [photo],
      imageInfo: [{ index: 0, isMain: true }],
      onUploadProgress: progress,
    });
    expect(result).toMatchObject({ message: "Tesis başarıyla eklendi", facility: { id: 77 } });
    expect(progress).toHaveBeenLastCalledWith(1);
    expect(sent).toMatchObject({ method: "POST" });
    expect(sent?.url).toMatch(/\/facilities$/);
    const form = sent?.body as FormData;
    expect(form.get("name")).toBe("Yıldız");
    expect(form.get("pricePerHour")).toBe("1200");
    expect(form.get("openingTime")).toBe("09:00:00");
    expect(form.get("amenities")).toBe('["wifi"]');
    expect(form.get("imageInfo")).toBe('[{"index":0,"isMain":true}]');
    expect((form.get("images") as File).name).toBe("saha.jpg");
  });

  it("rejects with the server's field errors and revalidates after a save", async () => {
    server.on(
      "PUT",
      "/facilities/5",
      failed(400, "Gönderilen bilgiler geçersiz.", {
        errors: [{ field: "name", message: "Tesis adı zorunludur" }],
      }),
    );
    const { result } = renderWithData(() => useSaveFacility(5));
    let failure: unknown;
    await act(async () => {
      failure = await result.current.trigger({ values }).catch((error: unknown) => error);
    });
    expect(failure).toMatchObject({
      status: 400,
      fieldErrors: [{ field: "name", message: "Tesis adı zorunludur" }],
    });
    expect(server.requests[0]?.method).toBe("PUT");
  });
});

describe("DELETE /facilities/{id}", () => {
  it("answers the message, and a 409 rejects with the reason", async () => {
    server.on("DELETE", "/facilities/3", ok(null, "Tesis başarıyla silindi"));
    server.on("DELETE", "/facilities/4", failed(409, "Bu tesisin ileri tarihli rezervasyonları var."));
    const { result } = renderWithData(() => useDeleteFacility());
    let message: unknown;
    await act(async () => {
      message = await result.current.trigger(3);
    });
    expect(message).toBe("Tesis başarıyla silindi");
    let failure: unknown;
    await act(async () => {
      failure = await result.current.trigger(4).catch((error: unknown) => error);
    });
    expect(failure).toMatchObject({ status: 409, message: "Bu tesisin ileri tarihli rezervasyonları var." });
  });

  it("deletes one image and answers the facility as it is now", async () => {
    server.on(
      "DELETE",
      "/facilities/3/images/8",
      ok({ items: facilityFixture({ id: 3, images: [] }) }, "Resim başarıyla silindi"),
    );
    await expect(deleteFacilityImage(3, 8)).resolves.toMatchObject({
      message: "Resim başarıyla silindi",
      facility: { id: 3, images: [] },
    });
  });
});
