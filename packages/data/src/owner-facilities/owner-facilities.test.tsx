import { act, waitFor } from "@testing-library/react";
import { describe, expect, it, onTestFinished, vi } from "vitest";
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
    server.on("POST", "/facilities", {
      ...ok({ items: facilityFixture({ id: 77 }) }, "Tesis başarıyla eklendi"),
      status: 201,
    });
    // Upload progress needs XMLHttpRequest (fetch has no upload events); msw answers it too.
    const sendByFetch = vi.spyOn(globalThis, "fetch");
    onTestFinished(() => sendByFetch.mockRestore());
    const progress = vi.fn();
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], "saha.jpg", { type: "image/jpeg" });
    const result = await saveFacility(undefined, {
      values,
      images: [photo],
      imageInfo: [{ index: 0, isMain: true }],
      onUploadProgress: progress,
    });
    expect(result).toMatchObject({ message: "Tesis başarıyla eklendi", facility: { id: 77 } });
    expect(sendByFetch).not.toHaveBeenCalled();
    expect(progress).toHaveBeenLastCalledWith(1);
    const [sent] = server.requests;
    expect(sent).toMatchObject({ method: "POST", url: "/api/facilities" });
    expect(sent?.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    const form = await new Response(sent?.text, {
      headers: { "content-type": sent?.headers["content-type"] ?? "" },
    }).formData();
    expect(form.get("name")).toBe("Yıldız");
    expect(form.get("pricePerHour")).toBe("1200");
    expect(form.get("openingTime")).toBe("09:00:00");
    expect(form.get("amenities")).toBe('["wifi"]');
    expect(form.get("imageInfo")).toBe('[{"index":0,"isMain":true}]');
    // A jsdom File loses its name and bytes once a Request reads it (jsdom/jsdom#3800): the
    // picture itself is checked by the owner-facilities browser journey.
    expect(form.getAll("images")).toEqual([expect.objectContaining({ type: "image/jpeg" })]);
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
