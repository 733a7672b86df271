import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SearchXIcon } from "lucide-react";
import { vi } from "vitest";
import { Button } from "../../actions/button";
import { expectNoAxeViolations } from "../../test/axe";
import { Notice } from "./notice";

const slotsOf = (container: HTMLElement) =>
  [...container.querySelectorAll("[data-slot]")].map((el) => el.getAttribute("data-slot"));

describe("Notice", () => {
  describe("given every part", () => {
    it("shows the heading, the description and the actions, and hides the icon", async () => {
      const onClear = vi.fn();
      const { container } = render(
        <Notice
          icon={<SearchXIcon />}
          title="Hiç sonuç bulunamadı"
          description="Filtreleri değiştirerek tekrar deneyin."
          actions={
            <Button variant="outline" onClick={onClear}>
              Filtreleri Temizle
            </Button>
          }
        />,
      );
      expect(screen.getByRole("heading", { level: 2, name: "Hiç sonuç bulunamadı" })).toBeInTheDocument();
      expect(screen.getByText("Filtreleri değiştirerek tekrar deneyin.")).toBeVisible();
      expect(container.querySelector('[data-slot="notice-icon"]')).toHaveAttribute("aria-hidden", "true");
      await userEvent.click(screen.getByRole("button", { name: "Filtreleri Temizle" }));
      expect(onClear).toHaveBeenCalledTimes(1);
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
      const { container } = render(<Notice slot="auth-card" data-slot="auth-card-header" title="Giriş Yap" />);
      expect(slotsOf(container)).toEqual(["auth-card-header", "auth-card-title"]);
    });
  });
});
