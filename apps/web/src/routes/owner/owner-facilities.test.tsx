import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { cities, facility, istanbul, kadikoy, listData } from "../../test/discovery-fixtures";
import { fail, heldAnswer, ok, type FakeApi, type FakeReply } from "../../test/fake-api";
import { renderApp, setUpApi, signInAs, tearDownApp, testUser } from "../../test/render-app";

let api: FakeApi;
const owner = { ...testUser, role: "facility_owner" as const };

beforeEach(() => {
  api = setUpApi();
});
afterEach(() => tearDownApp());

describe("/owner/facilities", () => {
  describe("given a player", () => {
    it("sends them to /unauthorized with the owner-only reason", async () => {
      signInAs(api, testUser);
      const { router } = await renderApp("/owner/facilities");
      await waitFor(() => expect(router.state.location.pathname).toBe("/unauthorized"));
      await screen.findByText(
        "Bu sayfaya erişmek için tesis sahibi yetkilerine sahip olmanız gerekiyor.",
        {},
        { timeout: 10_000 },
      );
    });
  });

  describe("given an owner with two facilities", () => {
    it(
      "lists them, cycles the status filter and deletes one after the confirm; a 409 shows its reason",
      { timeout: 30_000 },
      async () => {
        signInAs(api, owner);
        let listed = [
          facility({ id: 3, name: "Moda Arena", status: "pending" }),
          facility({ id: 5, name: "Yıldız Halı Saha" }),
        ];
        api.on("GET", "/facilities/user", () => ok(listData(listed, listed.length, 9)));
        api.on("DELETE", "/facilities/3", () => {
          listed = listed.filter((f) => f.id !== 3);
          return ok(null, "Tesis başarıyla silindi");
        });
        api.on("DELETE", "/facilities/5", fail(409, "Bu tesisin ileri tarihli rezervasyonları var."));
        const { container } = await renderApp("/owner/facilities");
        await screen.findByRole("heading", { name: "Moda Arena" }, { timeout: 10_000 });
        expect(screen.getByText("2 tesis bulundu")).toBeInTheDocument();
        expect(screen.getByText("Onay Bekliyor")).toBeInTheDocument();
        await expectNoAxeViolations(container);

        await userEvent.click(screen.getByRole("button", { name: "Durum: Tümü" }));
        await waitFor(() =>
          expect(
            api.calls("GET", "/facilities/user").some((request) => request.search.includes("status=active")),
          ).toBe(true),
        );

        await userEvent.click(screen.getByRole("button", { name: "Yıldız Halı Saha: Sil" }));
        await userEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Evet" }));
        await screen.findByText("Bu tesisin ileri tarihli rezervasyonları var.");

        await userEvent.click(screen.getByRole("button", { name: "Moda Arena: Sil" }));
        await userEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Evet" }));
        await waitFor(() =>
          expect(screen.queryByRole("heading", { name: "Moda Arena" })).not.toBeInTheDocument(),
        );
      },
    );
  });

  describe("given no facilities", () => {
    it("says 'Tesis bulunamadı'", async () => {
      signInAs(api, owner);
      api.on("GET", "/facilities/user", ok(listData([], 0, 9)));
      await renderApp("/owner/facilities");
      await screen.findByText("Tesis bulunamadı", {}, { timeout: 10_000 });
    });
  });
});

describe("/owner/facilities/new", () => {
  beforeEach(() => {
    signInAs(api, owner);
    api.on("GET", "/cities", ok(listData(cities, cities.length, 100)));
    api.on("GET", "/districts", ok(listData([kadikoy], 1, 100)));
  });

  it(
    "shows the rules' texts, keeps what was typed after a failure, then saves and goes to the list",
    { timeout: 60_000 },
    async () => {
      api.on("GET", "/facilities/user", ok(listData([], 0, 9)));
      let answer: FakeReply = fail(400, "Gönderilen bilgiler geçersiz.", [
        { field: "name", message: "Bu ad zaten kullanılıyor" },
      ]);
      api.on("POST", "/facilities", () => answer);
      const { router } = await renderApp("/owner/facilities/new");
      await userEvent.click(await screen.findByRole("button", { name: "Tesisi Ekle" }, { timeout: 10_000 }));
      expect(await screen.findByText("Tesis adı zorunludur")).toBeInTheDocument();
      expect(screen.getByText("Adres zorunludur")).toBeInTheDocument();
      expect(screen.getByText("Saatlik ücret zorunludur")).toBeInTheDocument();

      await userEvent.type(screen.getByRole("textbox", { name: /Tesis adı/ }), "Yeni Saha");
      await userEvent.selectOptions(screen.getByRole("combobox", { name: /Şehir/ }), String(istanbul.id));
      await screen.findByRole("option", { name: "Kadıköy" });
      await userEvent.selectOptions(screen.getByRole("combobox", { name: /İlçe/ }), String(kadikoy.id));
      await userEvent.type(screen.getByRole("textbox", { name: /Adres/ }), "Moda Cad. 5");
      const instant = screen.getByRole("checkbox", { name: /Anında onay/ });
      expect(instant).not.toBeChecked();
      await userEvent.click(instant);
      expect(instant).toBeChecked();
      // the amenities are offered by the contract's Turkish names
      await userEvent.click(screen.getByRole("checkbox", { name: "Duş ve Soyunma Odası" }));
      expect(screen.getByRole("checkbox", { name: "Duş ve Soyunma Odası" })).toBeChecked();
      await userEvent.type(screen.getByRole("textbox", { name: /Saatlik ücret/ }), "-3");
      await userEvent.click(screen.getByRole("button", { name: "Tesisi Ekle" }));
      expect(await screen.findByText("Saatlik ücret pozitif bir sayı olmalıdır")).toBeInTheDocument();

      await userEvent.clear(screen.getByRole("textbox", { name: /Saatlik ücret/ }));
      await userEvent.type(screen.getByRole("textbox", { name: /Saatlik ücret/ }), "1500");
      await userEvent.click(screen.getByRole("button", { name: "Tesisi Ekle" }));
      expect(await screen.findByText("Bu ad zaten kullanılıyor")).toBeInTheDocument();
      expect(screen.getByText("Tesis eklenirken bir hata oluştu")).toBeInTheDocument();
      expect(screen.getByRole("textbox", { name: /Tesis adı/ })).toHaveValue("Yeni Saha");
      expect(screen.getByRole("button", { name: "Tesisi Ekle" })).toBeEnabled();

      answer = {
        status: 201,
        body: { success: true, message: "Tesis başarıyla eklendi", data: { items: facility({ id: 9 }) } },
      };
      await userEvent.click(screen.getByRole("button", { name: "Tesisi Ekle" }));
      await waitFor(() => expect(router.state.location.pathname).toBe("/owner/facilities"));
      expect(api.calls("POST", "/facilities")).toHaveLength(2);
    },
  );
});

describe("/owner/facilities/{id}/edit", () => {
  const stored = facility({
    id: 5,
    name: "Yıldız Halı Saha",
    website: null,
    images: [
      { id: 8, imageUrl: "/uploads/facilities/8.jpg", isMain: true },
      { id: 9, imageUrl: "/uploads/facilities/9.jpg", isMain: false },
    ],
  });

  beforeEach(() => {
    signInAs(api, owner);
    api.on("GET", "/cities", ok(listData(cities, cities.length, 100)));
    api.on("GET", "/districts", ok(listData([kadikoy], 1, 100)));
    api.on("GET", "/facilities/5", ok({ items: stored }));
  });

  it(
    "is busy while saving; a refusal keeps what was typed, its field error goes when the field is edited",
    { timeout: 60_000 },
    async () => {
      const put = heldAnswer();
      api.on("PUT", "/facilities/5", put.reply);
      await renderApp("/owner/facilities/5/edit");
      const name = await screen.findByRole("textbox", { name: /Tesis adı/ }, { timeout: 10_000 });
      expect(name).toHaveValue("Yıldız Halı Saha");
      await userEvent.clear(name);
      await userEvent.type(name, "Yıldız Arena");
      await userEvent.click(screen.getByRole("button", { name: "Değişiklikleri Kaydet" }));
      await waitFor(() =>
        expect(screen.getByRole("button", { name: "Değişiklikleri Kaydet" })).toBeDisabled(),
      );
      expect(name).toBeDisabled();

      put.send(
        fail(400, "Gönderilen bilgiler geçersiz.", [{ field: "name", message: "Bu ad zaten kullanılıyor" }]),
      );
      expect(await screen.findByText("Tesis güncellenirken bir hata oluştu")).toBeInTheDocument();
      expect(name).toHaveAccessibleDescription("Bu ad zaten kullanılıyor");
      expect(name).toHaveValue("Yıldız Arena");
      await waitFor(() =>
        expect(screen.getByRole("button", { name: "Değişiklikleri Kaydet" })).toBeEnabled(),
      );
      await userEvent.type(name, " 2");
      expect(name).not.toHaveAccessibleDescription();
      expect(screen.getByText("Tesis güncellenirken bir hata oluştu")).toBeInTheDocument();

      // Refused pictures (too large, no field named): the reason under the uploader.
      api.on("PUT", "/facilities/5", fail(413, "Görseller en fazla 5 MB olabilir."));
      await userEvent.click(screen.getByRole("button", { name: "Değişiklikleri Kaydet" }));
      expect(await screen.findByText("Görseller en fazla 5 MB olabilir.")).toBeInTheDocument();
      expect(screen.getByText("Tesis güncellenirken bir hata oluştu")).toBeInTheDocument();
      expect(api.calls("PUT", "/facilities/5")).toHaveLength(2);
    },
  );

  it("keeps a stored picture whose delete the server refused, and says so", { timeout: 30_000 }, async () => {
    api.on("DELETE", "/facilities/5/images/9", fail(500, "Sunucu hatası"));
    await renderApp("/owner/facilities/5/edit");
    await userEvent.click(
      await screen.findByRole("button", { name: "Görsel 2: Kaldır" }, { timeout: 10_000 }),
    );
    expect(
      await screen.findByText("Resim silinirken bir hata oluştu", {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(api.calls("DELETE", "/facilities/5/images/9")).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole("button", { name: "Görsel 2: Kaldır" })).toBeEnabled());
  });
});
