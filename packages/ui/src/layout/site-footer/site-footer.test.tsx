import { render, screen, within } from "@testing-library/react";
import { LinkProvider, type RenderLink } from "../../lib/link";
import { expectNoAxeViolations } from "../../test/axe";
import { istanbulYear } from "@halisaha/data/rules";
import { SiteFooter } from "./site-footer";

describe("SiteFooter", () => {
  describe("given a year", () => {
    it("shows it in the copyright line", async () => {
      const { container } = render(<SiteFooter year={2024} />);
      expect(screen.getByText("© 2024 halisaha. Tüm hakları saklıdır.")).toBeInTheDocument();
      await expectNoAxeViolations(container);
    });
  });

  describe("given no year", () => {
    it("shows the current year", () => {
      render(<SiteFooter />);
      expect(
        screen.getByText(`© ${istanbulYear()} halisaha. Tüm hakları saklıdır.`),
      ).toBeInTheDocument();
    });
  });

  describe("given the default content", () => {
    it("lists the quick links", () => {
      render(<SiteFooter year={2024} />);
      const quick = within(screen.getByRole("navigation", { name: "Hızlı Bağlantılar" }));
      expect(quick.getByRole("link", { name: "Ana Sayfa" })).toHaveAttribute("href", "/");
      expect(quick.getByRole("link", { name: "Halı Sahalar" })).toHaveAttribute("href", "/facilities");
      expect(quick.getByRole("link", { name: "Hakkımızda" })).toHaveAttribute("href", "/about");
      expect(quick.getByRole("link", { name: "İletişim" })).toHaveAttribute("href", "/contact");
    });

    it("links each popular city to the filtered facility list", () => {
      render(<SiteFooter year={2024} />);
      const cities = within(screen.getByRole("navigation", { name: "Popüler Şehirler" }));
      expect(
        cities.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")]),
      ).toEqual([
        ["İstanbul", "/facilities?city=istanbul"],
        ["Ankara", "/facilities?city=ankara"],
        ["İzmir", "/facilities?city=izmir"],
        ["Antalya", "/facilities?city=antalya"],
        ["Bursa", "/facilities?city=bursa"],
      ]);
    });

    it("shows the contact details", () => {
      render(<SiteFooter year={2024} />);
      expect(screen.getByRole("link", { name: "destek@halisaha.dev" })).toHaveAttribute(
        "href",
        "mailto:destek@halisaha.dev",
      );
      expect(screen.getByRole("link", { name: "0850 000 00 00" })).toHaveAttribute(
        "href",
        "tel:+908500000000",
      );
      expect(screen.getByText("Hafta içi 09:00-18:00")).toBeInTheDocument();
    });

    it("lists the legal links", () => {
      render(<SiteFooter year={2024} />);
      const legal = within(screen.getByRole("navigation", { name: "Yasal bağlantılar" }));
      expect(legal.getByRole("link", { name: "Kullanım Koşulları" })).toHaveAttribute("href", "/terms");
      expect(legal.getByRole("link", { name: "Gizlilik Politikası" })).toHaveAttribute("href", "/privacy");
      expect(legal.getByRole("link", { name: "Çerez Politikası" })).toHaveAttribute("href", "/cookies");
    });
  });

  describe("given a custom renderLink", () => {
    it("renders every route link through it", () => {
      const renderLink = vi.fn<RenderLink>(({ href, children, ...rest }) => (
        <a href={href} data-router="yes" {...rest}>
          {children}
        </a>
      ));
      render(<SiteFooter year={2024} renderLink={renderLink} />);
      // brand + 4 quick + 5 cities + 3 legal
      expect(renderLink).toHaveBeenCalledTimes(13);
      expect(screen.getByRole("link", { name: "Çerez Politikası" })).toHaveAttribute("data-router", "yes");
    });

    it("uses the LinkProvider when no prop is given", () => {
      const renderLink = vi.fn<RenderLink>(({ href, children, ...rest }) => (
        <a href={`/app${href}`} {...rest}>
          {children}
        </a>
      ));
      render(
        <LinkProvider renderLink={renderLink}>
          <SiteFooter year={2024} />
        </LinkProvider>,
      );
      expect(screen.getByRole("link", { name: "Kullanım Koşulları" })).toHaveAttribute("href", "/app/terms");
    });
  });
});
