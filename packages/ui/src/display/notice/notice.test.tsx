import { render, screen } from "@testing-library/react";
import { SearchXIcon } from "lucide-react";
import { expectNoAxeViolations } from "../../test/axe";
import { Notice } from "./notice";

const slotsOf = (container: HTMLElement) =>
  [...container.querySelectorAll("[data-slot]")].map((el) => el.getAttribute("data-slot"));

describe("Notice", () => {
  describe("given every part", () => {
    it("shows the heading, the text and the link, and hides the icon from screen readers", async () => {
      const { container } = render(
        <Notice
          icon={<SearchXIcon />}
          title="Sayfa Bulunamadı"
          description="Sayfa taşınmış olabilir."
          actions={<a href="/">Ana Sayfa</a>}
        />,
      );
      expect(screen.getByRole("heading", { level: 2, name: "Sayfa Bulunamadı" })).toBeInTheDocument();
      expect(screen.getByText("Sayfa taşınmış olabilir.")).toBeVisible();
      expect(screen.getByRole("link", { name: "Ana Sayfa" })).toHaveAttribute("href", "/");
      expect(slotsOf(container)).toEqual([
        "notice",
        "notice-icon",
        "notice-title",
        "notice-description",
        "notice-actions",
      ]);
      expect(container.querySelector('[data-slot="notice-icon"]')).toHaveAttribute("aria-hidden", "true");
      await expectNoAxeViolations(container);
    });
  });

  describe("given only a description", () => {
    it("renders no heading, icon or actions", async () => {
      const { container } = render(
        <Notice size="inline" frame="alert" tone="danger" role="alert" description="Özet yüklenemedi." />,
      );
      expect(screen.getByRole("alert")).toHaveTextContent("Özet yüklenemedi.");
      expect(screen.queryByRole("heading")).not.toBeInTheDocument();
      expect(slotsOf(container)).toEqual(["notice", "notice-description"]);
      await expectNoAxeViolations(container);
    });
  });

  describe("given a slot name and a heading level", () => {
    it("names the parts after the slot and uses that level", () => {
      const { container } = render(
        <Notice
          slot="page-notice"
          tone="warning"
          size="lg"
          headingLevel={1}
          icon={<SearchXIcon />}
          title="Bu sayfa hazırlanıyor"
        />,
      );
      expect(screen.getByRole("heading", { level: 1, name: "Bu sayfa hazırlanıyor" })).toBeInTheDocument();
      expect(slotsOf(container)).toEqual(["page-notice", "page-notice-icon", "page-notice-title"]);
      expect(container.querySelector('[data-slot="page-notice"]')).toHaveAttribute("data-tone", "warning");
    });

    it("keeps a root data-slot the caller gives", () => {
      const { container } = render(
        <Notice slot="auth-card" data-slot="auth-card-header" title="Giriş Yap" />,
      );
      expect(slotsOf(container)).toEqual(["auth-card-header", "auth-card-title"]);
    });
  });
});
