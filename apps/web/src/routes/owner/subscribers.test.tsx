import { subscriberExceptionMessages as em, subscriberMessages as m } from "@halisaha/data";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { subscriberFixture } from "@halisaha/data/testing";
import { brokenAnswer, fail, heldAnswer, ok, type FakeApi } from "../../test/fake-api";
import { renderApp, setUpApi, signInAs, tearDownApp, testUser } from "../../test/render-app";

let api: FakeApi;
/** The toaster is a lazy chunk: its first message takes a while on a busy machine. */
const TOAST_WAIT = { timeout: 10_000 };
const owner = { ...testUser, role: "facility_owner" as const, isPhoneVerified: true };
const facilities = {
  items: [
    { id: 12, name: "Kadıköy Yıldız Halı Saha", address: "Kadıköy", status: "active" },
    { id: 14, name: "Moda Spor", address: "Moda", status: "active" },
  ],
  count: 2,
};
const stamp = "2026-11-20T10:00:00.000Z";
const ahmet = subscriberFixture();
const listOf = <T,>(items: T[]) => ({ items, count: items.length, totalPages: items.length > 0 ? 1 : 0 });
const clash =
  "Abonelik saatleri mevcut kayıtlarla çakışıyor: 17 Mart 2026 Salı 20:00 - 21:00 (rezervasyon HS-ABC234)";
const exception = {
  id: 9,
  subscriberId: 3,
  exceptionDate: "2030-01-08",
  isAvailable: true,
  notes: "Bayram",
  createdAt: stamp,
  updatedAt: stamp,
};

beforeEach(() => {
  api = setUpApi();
  signInAs(api, owner);
  api.on("GET", "/reservations/owner-facilities", ok(facilities));
});
afterEach(() => tearDownApp());

// Rendering the panel and its modals takes seconds on a busy machine.
describe("/owner/subscribers", { timeout: 30_000 }, () => {
  it("shows the title, the first facility preselected and its subscribers, with fallbacks", async () => {
    api.on(
      "GET",
      "/subscribers/facility/12",
      ok(listOf([ahmet, { ...ahmet, id: 4, contactName: "", status: "inactive" }])),
    );
    await renderApp("/owner/subscribers");
    // the first visit loads the panel and the screen chunks
    expect(await screen.findByRole("heading", { name: "Aboneler" }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText("Haftalık düzenli müşterilerinizi yönetin ve takip edin")).toBeInTheDocument();
    expect(screen.getByLabelText("Tesis")).toHaveValue("12");
    const table = await screen.findByRole("table", { name: "Aboneler" });
    expect(within(table).getAllByRole("row")[1]).toHaveTextContent("Ahmet Yılmaz");
    expect(within(table).getAllByRole("row")[1]).toHaveTextContent("0532 123 45 67");
    expect(within(table).getAllByRole("row")[2]).toHaveTextContent("İsimsiz Abone");
    expect(within(table).getAllByRole("row")[2]).toHaveTextContent("Pasif");
  });

  it("says so when the owner has no facility and offers to add one", async () => {
    api.on("GET", "/reservations/owner-facilities", ok({ items: [], count: 0 }));
    await renderApp("/owner/subscribers");
    expect(await screen.findByRole("heading", { name: "Lütfen önce bir tesis seçin!" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Yeni Tesis Ekle" })).toHaveAttribute(
      "href",
      "/owner/facilities/new",
    );
    expect(screen.getByRole("button", { name: "Yeni Abone Ekle" })).toBeDisabled();
    expect(screen.queryByLabelText("Tesis")).not.toBeInTheDocument();
  });

  it("keeps the chosen facility in the address", async () => {
    api.on("GET", "/subscribers/facility/14", ok(listOf([ahmet])));
    await renderApp("/owner/subscribers?facilityId=14");
    expect(await screen.findByRole("table", { name: "Aboneler" })).toBeInTheDocument();
    expect(screen.getByLabelText("Tesis")).toHaveValue("14");
    expect(api.calls("GET", "/subscribers/facility/12")).toHaveLength(0);
  });

  it("shows the facilities' load error with a retry", async () => {
    api.on("GET", "/reservations/owner-facilities", fail(500, "Sunucu hatası"));
    await renderApp("/owner/subscribers");
    expect(await screen.findByRole("heading", { name: m.facilitiesLoadFailed })).toBeInTheDocument();
  });

  it("shows the empty state with its add button, and the load error", async () => {
    api.on("GET", "/subscribers/facility/12", ok(listOf([])));
    api.on("GET", "/subscribers/facility/14", fail(500, "Sunucu hatası"));
    await renderApp("/owner/subscribers");
    expect(
      await screen.findByRole("heading", { name: "Bu saha için kayıtlı abone bulunmamaktadır." }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Yeni Abone Ekle" })).toHaveLength(2);
    await userEvent.selectOptions(screen.getByLabelText("Tesis"), "14");
    expect(await screen.findByText(m.loadFailed)).toBeInTheDocument();
  });

  it("adds a subscriber: the contract's messages first, then the server's clash in the form", async () => {
    api.on("GET", "/subscribers/facility/12", ok(listOf([])));
    api.on("POST", "/subscribers", fail(409, clash, [{ field: "startTime", message: clash }]));
    await renderApp("/owner/subscribers");
    await screen.findByRole("heading", { name: "Bu saha için kayıtlı abone bulunmamaktadır." });
    await userEvent.click(screen.getAllByRole("button", { name: "Yeni Abone Ekle" })[0]!);
    const dialog = await screen.findByRole("dialog", { name: "Yeni Abone Ekle" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Kaydet" }));
    expect(within(dialog).getByLabelText(/Ad Soyad/)).toHaveAccessibleDescription(m.nameRequired);
    expect(api.calls("POST", "/subscribers")).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Ad Soyad/), { target: { value: "Ahmet Yılmaz" } });
    fireEvent.change(within(dialog).getByLabelText(/Telefon/), { target: { value: "5321234567" } });
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Gün/), "Salı");
    await userEvent.selectOptions(within(dialog).getByLabelText(/Başlangıç Saati/), "20:00");
    await userEvent.selectOptions(within(dialog).getByLabelText(/Bitiş Saati/), "21:00");
    await userEvent.click(within(dialog).getByRole("button", { name: "Kaydet" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(clash);
    expect(api.calls("POST", "/subscribers")[0]?.body).toMatchObject({
      facilityId: 12,
      contactName: "Ahmet Yılmaz",
      dayOfWeek: 2,
      startTime: "20:00",
      endTime: "21:00",
      status: "active",
    });

    api.on("POST", "/subscribers", ok({ items: ahmet }, m.created));
    api.on("GET", "/subscribers/facility/12", ok(listOf([ahmet])));
    await userEvent.click(within(dialog).getByRole("button", { name: "Kaydet" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByText(m.created, {}, TOAST_WAIT)).toBeInTheDocument();
    expect(await screen.findByRole("table")).toHaveTextContent("Ahmet Yılmaz");
  });

  it("manages exception days: the list, adding one, deleting one", async () => {
    api.on("GET", "/subscribers/facility/12", ok(listOf([ahmet])));
    api.on("GET", "/subscribers/3/exceptions", ok(listOf([])));
    api.on("POST", "/subscribers/exception", ok({ items: exception }, "İstisna başarıyla eklendi"));
    await renderApp("/owner/subscribers");
    const table = await screen.findByRole("table");
    await userEvent.click(within(table).getByRole("button", { name: "İstisna Günleri: Ahmet Yılmaz" }));
    const dialog = await screen.findByRole("dialog", { name: "İstisna Günleri" });
    expect(
      await within(dialog).findByText("Bu abone için tanımlı istisna günü bulunmamaktadır."),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "İstisna Ekle" }));
    expect(within(dialog).getByLabelText(/Tarih/)).toHaveAccessibleDescription("Tarih seçimi zorunludur");

    api.on("GET", "/subscribers/3/exceptions", ok(listOf([exception])));
    fireEvent.change(within(dialog).getByLabelText(/Tarih/), { target: { value: "2030-01-08" } });
    await userEvent.click(within(dialog).getByRole("button", { name: "İstisna Ekle" }));
    expect(await within(dialog).findByText("8 Ocak 2030 Salı")).toBeInTheDocument();
    expect(api.calls("POST", "/subscribers/exception")[0]?.search).toMatch(/^\?t=\d+$/);
    expect(api.calls("POST", "/subscribers/exception")[0]?.body).toEqual({
      subscriberId: 3,
      exceptionDate: "2030-01-08",
    });

    api.on("DELETE", "/subscribers/exception/9", ok({ id: 9 }, "İstisna başarıyla silindi"));
    api.on("GET", "/subscribers/3/exceptions", ok(listOf([])));
    await userEvent.click(within(dialog).getByRole("button", { name: "İstisnayı sil: 8 Ocak 2030 Salı" }));
    expect(await screen.findByText("İstisna başarıyla silindi", {}, TOAST_WAIT)).toBeInTheDocument();
  });

  it("deletes a subscriber after a confirmation naming it", async () => {
    api.on("GET", "/subscribers/facility/12", ok(listOf([ahmet])));
    api.on("DELETE", "/subscribers/3", ok({ id: 3 }, m.deleted));
    await renderApp("/owner/subscribers");
    const table = await screen.findByRole("table");
    await userEvent.click(within(table).getByRole("button", { name: "Sil: Ahmet Yılmaz" }));
    const dialog = await screen.findByRole("dialog", { name: "Aboneyi Sil" });
    expect(dialog).toHaveTextContent(
      "Ahmet Yılmaz adlı aboneyi silmek istediğinizden emin misiniz? Bu işlem geri alınamaz.",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "İptal" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.calls("DELETE", "/subscribers/3")).toHaveLength(0);

    await userEvent.click(within(table).getByRole("button", { name: "Sil: Ahmet Yılmaz" }));
    api.on("GET", "/subscribers/facility/12", ok(listOf([])));
    await userEvent.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Evet, Sil" }),
    );
    expect(await screen.findByText(m.deleted, {}, TOAST_WAIT)).toBeInTheDocument();
    expect(
      await screen.findByRole("heading", { name: "Bu saha için kayıtlı abone bulunmamaktadır." }),
    ).toBeInTheDocument();
  });

  describe("after a refused write", () => {
    it("keeps the edit modal open with what was typed: busy while saving, then the reasons", async () => {
      api.on("GET", "/subscribers/facility/12", ok(listOf([ahmet])));
      const put = heldAnswer();
      api.on("PUT", "/subscribers/3", put.reply);
      await renderApp("/owner/subscribers");
      await userEvent.click(
        within(await screen.findByRole("table")).getByRole("button", { name: "Düzenle: Ahmet Yılmaz" }),
      );
      const dialog = await screen.findByRole("dialog", { name: "Aboneyi Düzenle" });
      const name = within(dialog).getByLabelText(/Ad Soyad/);
      await userEvent.clear(name);
      await userEvent.type(name, "Ahmet Can");
      await userEvent.click(within(dialog).getByRole("button", { name: "Kaydet" }));

      const busy = await within(dialog).findByRole("button", { name: "Kaydediliyor..." });
      expect(busy).toBeDisabled();
      expect(name).toBeDisabled();
      await userEvent.keyboard("{Escape}");
      expect(screen.getByRole("dialog", { name: "Aboneyi Düzenle" })).toBeInTheDocument();

      put.send(fail(409, clash, [{ field: "startTime", message: clash }]));
      expect(await within(dialog).findByRole("alert")).toHaveTextContent(clash);
      expect(api.calls("PUT", "/subscribers/3")[0]?.body).toMatchObject({ contactName: "Ahmet Can" });
      expect(within(dialog).getByLabelText(/Başlangıç Saati/)).toHaveAccessibleDescription(clash);
      expect(name).toHaveValue("Ahmet Can");
      expect(within(dialog).getByRole("button", { name: "Kaydet" })).toBeEnabled();

      // No message of the server's (a proxy's error page): the screen's own text, the field freed.
      api.on("PUT", "/subscribers/3", brokenAnswer());
      await userEvent.click(within(dialog).getByRole("button", { name: "Kaydet" }));
      await waitFor(() => expect(within(dialog).getByRole("alert")).toHaveTextContent(m.updateFailed));
      expect(within(dialog).getByLabelText(/Başlangıç Saati/)).not.toHaveAccessibleDescription();
      expect(name).toHaveValue("Ahmet Can");
      expect(api.calls("PUT", "/subscribers/3")).toHaveLength(2);
    });

    it("shows a refused exception day in the panel with the date kept, and toasts a refused delete", async () => {
      api.on("GET", "/subscribers/facility/12", ok(listOf([ahmet])));
      api.on("GET", "/subscribers/3/exceptions", ok(listOf([exception])));
      api.on(
        "POST",
        "/subscribers/exception",
        fail(409, em.duplicate, [{ field: "exceptionDate", message: em.duplicate }]),
      );
      api.on("DELETE", "/subscribers/exception/9", fail(404, "Aradığınız kayıt bulunamadı."));
      await renderApp("/owner/subscribers");
      await userEvent.click(
        within(await screen.findByRole("table")).getByRole("button", {
          name: "İstisna Günleri: Ahmet Yılmaz",
        }),
      );
      const dialog = await screen.findByRole("dialog", { name: "İstisna Günleri" });
      await within(dialog).findByText("8 Ocak 2030 Salı");
      const date = within(dialog).getByLabelText(/Tarih/);
      fireEvent.change(date, { target: { value: "2030-01-08" } });
      await userEvent.click(within(dialog).getByRole("button", { name: "İstisna Ekle" }));
      expect(await within(dialog).findByRole("alert")).toHaveTextContent(em.duplicate);
      expect(date).toHaveAccessibleDescription(em.duplicate);
      expect(date).toHaveValue("2030-01-08");

      await userEvent.click(within(dialog).getByRole("button", { name: "İstisnayı sil: 8 Ocak 2030 Salı" }));
      expect(await screen.findByText("Aradığınız kayıt bulunamadı.", {}, TOAST_WAIT)).toBeInTheDocument();
      expect(within(dialog).getByText("8 Ocak 2030 Salı")).toBeInTheDocument();
      await waitFor(() =>
        expect(within(dialog).getByRole("button", { name: "İstisnayı sil: 8 Ocak 2030 Salı" })).toBeEnabled(),
      );
    });

    it("keeps the delete confirmation open and says the delete failed", async () => {
      api.on("GET", "/subscribers/facility/12", ok(listOf([ahmet])));
      api.on("DELETE", "/subscribers/3", brokenAnswer());
      await renderApp("/owner/subscribers");
      await userEvent.click(
        within(await screen.findByRole("table")).getByRole("button", { name: "Sil: Ahmet Yılmaz" }),
      );
      const dialog = await screen.findByRole("dialog", { name: "Aboneyi Sil" });
      await userEvent.click(within(dialog).getByRole("button", { name: "Evet, Sil" }));
      expect(await screen.findByText(m.deleteFailed, {}, TOAST_WAIT)).toBeInTheDocument();
      expect(screen.getByRole("dialog", { name: "Aboneyi Sil" })).toBeInTheDocument();
      await waitFor(() => expect(within(dialog).getByRole("button", { name: "Evet, Sil" })).toBeEnabled());
      // the table behind the modal still lists the subscriber
      expect(screen.getByRole("table", { hidden: true })).toHaveTextContent("Ahmet Yılmaz");
    });
  });
});
