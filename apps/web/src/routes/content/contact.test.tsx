import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { renderApp, setUpApi, tearDownApp } from "../../test/render-app";

beforeEach(() => {
  setUpApi();
});
afterEach(() => {
  tearDownApp();
});

describe("/contact", () => {
  it("shows 'İletişim' as the page's only h1", async () => {
    await renderApp("/contact");
    expect(await screen.findByRole("heading", { level: 1, name: "İletişim" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });

  it("lists the channels with working mailto: and tel: links", async () => {
    await renderApp("/contact");
    const channels = within(await screen.findByRole("region", { name: "İletişim Kanalları" }));
    expect(channels.getByRole("link", { name: "destek@halisaha.dev" })).toHaveAttribute(
      "href",
      "mailto:destek@halisaha.dev",
    );
    expect(channels.getByRole("link", { name: "0850 000 00 00" })).toHaveAttribute(
      "href",
      "tel:+908500000000",
    );
    expect(channels.getByRole("link", { name: "kvkk@halisaha.dev" })).toHaveAttribute(
      "href",
      "mailto:kvkk@halisaha.dev",
    );
    expect(channels.getByText("Hafta içi 09:00-18:00")).toBeInTheDocument();
    expect(channels.getByText("7/24 online destek")).toBeInTheDocument();
  });

  it("says when an answer comes", async () => {
    await renderApp("/contact");
    const response = within(await screen.findByRole("region", { name: "Ne Zaman Yanıt Alırsınız?" }));
    expect(response.getByText(/24 saat içinde/)).toBeInTheDocument();
  });

  it("lists what to include and opens a pre-filled e-mail instead of posting a form", async () => {
    await renderApp("/contact");
    const request = within(await screen.findByRole("region", { name: "Destek Talebinize Ekleyin" }));
    expect(request.getByText(/Rezervasyon numarası/)).toBeInTheDocument();
    const href =
      request.getByRole("link", { name: "E-posta ile destek talebi oluştur" }).getAttribute("href") ?? "";
    expect(href.startsWith("mailto:destek@halisaha.dev?")).toBe(true);
    const query = new URLSearchParams(href.split("?")[1]);
    expect(query.get("subject")).toBe("Destek talebi");
    expect(query.get("body")).toContain("Rezervasyon numarası:");
    expect(document.querySelector("form")).toBeNull();
  });

  it("has no axe violations", async () => {
    const { container } = await renderApp("/contact");
    await screen.findByRole("heading", { level: 1, name: "İletişim" });
    await expectNoAxeViolations(container);
  });
});
