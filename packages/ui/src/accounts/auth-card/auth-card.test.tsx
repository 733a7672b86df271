import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LogInIcon } from "lucide-react";
import { vi } from "vitest";
import { Button } from "../../actions/button";
import { FormField } from "../../forms/form-field";
import { Input } from "../../forms/input";
import { expectNoAxeViolations } from "../../test/axe";
import { AuthCard, AuthDivider } from "./auth-card";

function LoginCard({ onSubmit, error }: { onSubmit?: () => void; error?: string }) {
  return (
    <AuthCard
      title="Giriş Yap"
      description="Hesabınıza giriş yapın"
      icon={<LogInIcon />}
      footer={
        <>
          <a href="/forgot-password">Şifremi unuttum</a>
          <a href="/register">Hesabınız yok mu? Kayıt Ol</a>
        </>
      }
    >
      <form
        aria-label="Giriş formu"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit?.();
        }}
      >
        <FormField label="E-posta, telefon veya kullanıcı adı" error={error}>
          <Input />
        </FormField>
        <Button type="submit">Giriş Yap</Button>
      </form>
      <AuthDivider />
      <Button variant="outline">Google ile devam et</Button>
    </AuthCard>
  );
}

describe("AuthCard", () => {
  describe("given a title, description, icon, form and footer links", () => {
    it("shows the title as the page's h1, the description, the form and the links", async () => {
      const { container } = render(<LoginCard />);
      expect(screen.getByRole("heading", { level: 1, name: "Giriş Yap" })).toBeInTheDocument();
      expect(screen.getByText("Hesabınıza giriş yapın")).toBeVisible();
      expect(screen.getByRole("form", { name: "Giriş formu" })).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Şifremi unuttum" })).toHaveAttribute("href", "/forgot-password");
      expect(screen.getByRole("link", { name: "Hesabınız yok mu? Kayıt Ol" })).toHaveAttribute("href", "/register");
      expect(screen.getByText("veya")).toBeVisible();
      await expectNoAxeViolations(container);
    });

    describe("after submitting the form", () => {
      it("leaves the submit to the form's handler", async () => {
        const onSubmit = vi.fn();
        render(<LoginCard onSubmit={onSubmit} />);
        await userEvent.click(screen.getByRole("button", { name: "Giriş Yap" }));
        expect(onSubmit).toHaveBeenCalledTimes(1);
      });
    });
  });

  describe("given a field error", () => {
    it("stays accessible", async () => {
      const { container } = render(<LoginCard error="E-posta adresi, telefon numarası veya kullanıcı adı gereklidir" />);
      expect(screen.getByRole("textbox", { name: "E-posta, telefon veya kullanıcı adı" })).toBeInvalid();
      await expectNoAxeViolations(container);
    });
  });

  describe("given a form-level error", () => {
    it("shows the server's message as an alert above the form", async () => {
      const { container } = render(
        <AuthCard title="Giriş Yap" error="Giriş bilgileri hatalı. Lütfen kontrol edip tekrar deneyin.">
          <p>Form</p>
        </AuthCard>,
      );
      expect(screen.getByRole("alert")).toHaveTextContent("Giriş bilgileri hatalı. Lütfen kontrol edip tekrar deneyin.");
      await expectNoAxeViolations(container);
    });
  });

  describe("given only a title and content", () => {
    it("renders no icon, description or footer", () => {
      const { container } = render(
        <AuthCard title="Telefon Doğrulama">
          <p>İçerik</p>
        </AuthCard>,
      );
      expect(screen.getByRole("heading", { level: 1, name: "Telefon Doğrulama" })).toBeInTheDocument();
      const slots = [...container.querySelectorAll("[data-slot]")].map((el) => el.getAttribute("data-slot"));
      expect(slots).toEqual(["auth-card", "auth-card-header", "auth-card-title"]);
    });
  });

  describe("given headingLevel 2", () => {
    it("uses an h2", () => {
      render(
        <AuthCard title="Şifremi Unuttum" headingLevel={2}>
          <p>İçerik</p>
        </AuthCard>,
      );
      expect(screen.getByRole("heading", { level: 2, name: "Şifremi Unuttum" })).toBeInTheDocument();
    });
  });
});

describe("AuthDivider", () => {
  describe("given no label", () => {
    it("says 'veya'", async () => {
      const { container } = render(<AuthDivider />);
      expect(container).toHaveTextContent("veya");
      await expectNoAxeViolations(container);
    });
  });

  describe("given a label", () => {
    it("says it", () => {
      const { container } = render(<AuthDivider label="ya da" />);
      expect(container).toHaveTextContent("ya da");
    });
  });
});
