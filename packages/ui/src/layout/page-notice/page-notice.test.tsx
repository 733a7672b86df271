import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SearchXIcon } from "lucide-react";
import { Button } from "../../actions/button";
import { expectNoAxeViolations } from "../../test/axe";
import { PageNotice } from "./page-notice";

describe("PageNotice", () => {
  describe("given the not-found state", () => {
    it("shows the title as the page's h1 with its text and actions", async () => {
      const onBack = vi.fn();
      const { container } = render(
        <PageNotice
          icon={<SearchXIcon />}
          title="Sayfa Bulunamadı"
          description="Aradığınız sayfa taşınmış ya da hiç var olmamış olabilir."
          actions={
            <>
              <Button asChild>
                <a href="/">Ana Sayfa</a>
              </Button>
              <Button variant="outline" onClick={onBack}>
                Geri Dön
              </Button>
            </>
          }
        />,
      );
      expect(screen.getByRole("heading", { level: 1, name: "Sayfa Bulunamadı" })).toBeInTheDocument();
      expect(
        screen.getByText("Aradığınız sayfa taşınmış ya da hiç var olmamış olabilir."),
      ).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Ana Sayfa" })).toHaveAttribute("href", "/");
      await userEvent.click(screen.getByRole("button", { name: "Geri Dön" }));
      expect(onBack).toHaveBeenCalledTimes(1);
      await expectNoAxeViolations(container);
    });

    it("hides the decorative icon from screen readers", () => {
      const { container } = render(<PageNotice icon={<SearchXIcon />} title="Sayfa Bulunamadı" />);
      expect(container.querySelector('[data-slot="page-notice-icon"]')).toHaveAttribute(
        "aria-hidden",
        "true",
      );
    });
  });

  describe("given a heading level of 2", () => {
    it("renders the title as an h2", async () => {
      const { container } = render(
        <main>
          <h1>Admin Paneli</h1>
          <PageNotice headingLevel={2} tone="warning" title="Bu sayfa hazırlanıyor" />
        </main>,
      );
      expect(screen.getByRole("heading", { level: 2, name: "Bu sayfa hazırlanıyor" })).toBeInTheDocument();
      await expectNoAxeViolations(container);
    });
  });

  describe("given only a title", () => {
    it("renders no empty description or action rows", () => {
      const { container } = render(<PageNotice title="Erişim Reddedildi" tone="danger" />);
      expect(container.querySelector('[data-slot="page-notice-description"]')).toBeNull();
      expect(container.querySelector('[data-slot="page-notice-actions"]')).toBeNull();
      expect(container.querySelector('[data-slot="page-notice"]')).toHaveAttribute("data-tone", "danger");
    });
  });
});
