import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import { Button } from "../../actions/button";
import { expectNoAxeViolations } from "../../test/axe";
import { SuccessPanel } from "./success-panel";

describe("SuccessPanel", () => {
  describe("given the register success texts and a login link", () => {
    it("is a status region with the title as h2, the description and the action", async () => {
      const { container } = render(
        <SuccessPanel
          title="Kayıt işleminiz başarıyla tamamlandı!"
          description="Hoş geldiniz! Giriş sayfasına yönlendiriliyorsunuz..."
          actions={
            <Button asChild>
              <a href="/login">Giriş Yap</a>
            </Button>
          }
        />,
      );
      const status = screen.getByRole("status");
      expect(status).toHaveTextContent("Kayıt işleminiz başarıyla tamamlandı!");
      expect(screen.getByRole("heading", { level: 2, name: "Kayıt işleminiz başarıyla tamamlandı!" })).toBeInTheDocument();
      expect(screen.getByText("Hoş geldiniz! Giriş sayfasına yönlendiriliyorsunuz...")).toBeVisible();
      expect(screen.getByRole("link", { name: "Giriş Yap" })).toHaveAttribute("href", "/login");
      await expectNoAxeViolations(container);
    });
  });

  describe("given an action button", () => {
    describe("after a click on it", () => {
      it("calls its handler", async () => {
        const onClick = vi.fn();
        render(<SuccessPanel title="Telefon numaranız başarıyla doğrulandı." actions={<Button onClick={onClick}>Devam Et</Button>} />);
        await userEvent.click(screen.getByRole("button", { name: "Devam Et" }));
        expect(onClick).toHaveBeenCalledTimes(1);
      });
    });
  });

  describe("given only a title", () => {
    it("renders no description or actions", () => {
      const { container } = render(<SuccessPanel title="Şifreniz başarıyla sıfırlandı." headingLevel={3} />);
      expect(screen.getByRole("heading", { level: 3, name: "Şifreniz başarıyla sıfırlandı." })).toBeInTheDocument();
      const slots = [...container.querySelectorAll("[data-slot]")].map((el) => el.getAttribute("data-slot"));
      expect(slots).toEqual(["success-panel", "success-panel-icon", "success-panel-title"]);
    });
  });

  describe("given children", () => {
    it("shows them between the text and the actions", () => {
      render(
        <SuccessPanel title="Kayıt işleminiz başarıyla tamamlandı!" actions={<Button>Giriş Yap</Button>}>
          <p>3 saniye içinde yönlendirileceksiniz.</p>
        </SuccessPanel>,
      );
      expect(screen.getByRole("status")).toHaveTextContent(
        "Kayıt işleminiz başarıyla tamamlandı!3 saniye içinde yönlendirileceksiniz.Giriş Yap",
      );
    });
  });
});
