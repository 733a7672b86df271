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

describe("/about", () => {
  it("shows 'Hakkımızda' as the page's only h1", async () => {
    await renderApp("/about");
    expect(await screen.findByRole("heading", { level: 1, name: "Hakkımızda" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });

  it("states the spec's facts: founded 2021, 1000+ facilities, support 7/24, phone 09:00-18:00", async () => {
    await renderApp("/about");
    const main = within(await screen.findByRole("main"));
    expect(await main.findByText("2021")).toBeInTheDocument();
    expect(main.getByText("Kuruluş yılı")).toBeInTheDocument();
    expect(main.getByText("1000+")).toBeInTheDocument();
    expect(main.getByText("7/24")).toBeInTheDocument();
    expect(main.getAllByText(/09:00-18:00/).length).toBeGreaterThan(0);
  });

  it("has the story, mission, vision, reasons, team and contact sections", async () => {
    await renderApp("/about");
    await screen.findByRole("heading", { level: 1, name: "Hakkımızda" });
    for (const name of [
      "Hikâyemiz",
      "Misyonumuz",
      "Vizyonumuz",
      "Neden halisaha?",
      "Ekibimiz",
      "Bize Ulaşın",
    ]) {
      expect(screen.getByRole("heading", { level: 2, name })).toBeInTheDocument();
    }
  });

  it("shows the team as cards with initials and roles", async () => {
    await renderApp("/about");
    const team = await screen.findByRole("region", { name: "Ekibimiz" });
    expect(within(team).getAllByRole("listitem")).toHaveLength(6);
    expect(within(team).getByRole("heading", { level: 3, name: "Elif Çelik" })).toBeInTheDocument();
    expect(within(team).getByText("EÇ")).toHaveAttribute("aria-hidden", "true");
    expect(within(team).getByText("Kurucu ve Genel Müdür")).toBeInTheDocument();
    expect(team.querySelector("img")).toBeNull();
  });

  it("gives the support channels in the contact block", async () => {
    await renderApp("/about");
    const contact = within(await screen.findByRole("region", { name: "Bize Ulaşın" }));
    expect(contact.getByRole("link", { name: "destek@halisaha.dev" })).toHaveAttribute(
      "href",
      "mailto:destek@halisaha.dev",
    );
    expect(contact.getByRole("link", { name: "0850 000 00 00" })).toHaveAttribute(
      "href",
      "tel:+908500000000",
    );
    expect(contact.getByText("Hafta içi 09:00-18:00")).toBeInTheDocument();
    expect(contact.getByText("7/24 online destek")).toBeInTheDocument();
    expect(contact.getByRole("link", { name: "İletişim sayfasına git" })).toHaveAttribute("href", "/contact");
  });

  it("links to the facility list", async () => {
    await renderApp("/about");
    expect(await screen.findByRole("link", { name: "Halı Sahaları Keşfet" })).toHaveAttribute(
      "href",
      "/facilities",
    );
  });

  it("has no axe violations", async () => {
    const { container } = await renderApp("/about");
    await screen.findByRole("heading", { level: 1, name: "Hakkımızda" });
    await expectNoAxeViolations(container);
  });
});
