import { render, screen, within } from "@testing-library/react";
import { expectNoAxeViolations } from "../../test/axe";
import { ProfileCard, roleLabel, type ProfileCardUser } from "./profile-card";

const ahmet: ProfileCardUser = {
  firstName: "Ahmet",
  lastName: "Yılmaz",
  email: "ahmet.yilmaz@example.com",
  role: "user",
  phoneNumber: "5550000001",
  isPhoneVerified: true,
};

/** The definition list's term → description pairs. */
function rows() {
  return Object.fromEntries(
    screen.getAllByRole("term").map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

describe("roleLabel", () => {
  describe("given each role", () => {
    it.each([
      ["admin", "Yönetici"],
      ["facility_owner", "Tesis Sahibi"],
      ["user", "Kullanıcı"],
      ["moderator", "Kullanıcı"],
      [undefined, "Kullanıcı"],
    ])("%s reads %s", (role, label) => {
      expect(roleLabel(role)).toBe(label);
    });
  });
});

describe("ProfileCard", () => {
  describe("given a verified user", () => {
    it("shows initials, name, role, e-mail, phone, 'Doğrulandı' and the registration date", async () => {
      const { container } = render(<ProfileCard user={ahmet} memberSince="21 Kasım 2026" />);
      expect(screen.getByRole("heading", { level: 2, name: "Ahmet Yılmaz" })).toBeInTheDocument();
      expect(screen.getByText("AY")).toHaveAttribute("aria-hidden", "true");
      expect(screen.getByText("Kullanıcı")).toBeVisible();
      expect(rows()).toEqual({
        "E-posta": "ahmet.yilmaz@example.com",
        Telefon: "0555 000 00 01",
        "Telefon doğrulaması": "Doğrulandı",
        "Kayıt tarihi": "21 Kasım 2026",
      });
      await expectNoAxeViolations(container);
    });

    it("does not show the verify action", () => {
      render(<ProfileCard user={ahmet} verifyAction={<a href="/phone-verification">Telefonu Doğrula</a>} />);
      expect(screen.queryByRole("link", { name: "Telefonu Doğrula" })).not.toBeInTheDocument();
    });
  });

  describe("given an unverified user without a phone", () => {
    it("says 'Telefon eklenmemiş' and 'Doğrulanmadı' and offers the verify action", async () => {
      const { container } = render(
        <ProfileCard
          user={{ ...ahmet, phoneNumber: null, isPhoneVerified: false }}
          verifyAction={<a href="/phone-verification">Telefonu Doğrula</a>}
        />,
      );
      expect(rows()).toMatchObject({ Telefon: "Telefon eklenmemiş", "Telefon doğrulaması": "DoğrulanmadıTelefonu Doğrula" });
      expect(screen.getByRole("link", { name: "Telefonu Doğrula" })).toHaveAttribute("href", "/phone-verification");
      await expectNoAxeViolations(container);
    });
  });

  describe("given no memberSince", () => {
    it("leaves the registration row out", () => {
      render(<ProfileCard user={ahmet} />);
      expect(screen.queryByRole("term", { name: "Kayıt tarihi" })).not.toBeInTheDocument();
      expect(Object.keys(rows())).not.toContain("Kayıt tarihi");
    });
  });

  describe("given the roles", () => {
    it.each([
      ["admin", "Yönetici"],
      ["facility_owner", "Tesis Sahibi"],
    ])("%s shows %s", (role, label) => {
      render(<ProfileCard user={{ ...ahmet, role }} />);
      const header = screen.getByRole("heading", { name: "Ahmet Yılmaz" }).parentElement as HTMLElement;
      expect(within(header).getByText(label)).toBeVisible();
    });

    it("upper-cases Turkish initials", () => {
      render(<ProfileCard user={{ ...ahmet, firstName: "ilker", lastName: "şahin" }} />);
      expect(screen.getByText("İŞ")).toBeInTheDocument();
    });
  });

  describe("given actions", () => {
    it("shows them", () => {
      render(<ProfileCard user={ahmet} actions={<button type="button">Profili Düzenle</button>} />);
      expect(screen.getByRole("button", { name: "Profili Düzenle" })).toBeInTheDocument();
    });
  });

  describe("given loading", () => {
    it("is busy, says the profile is loading and shows no user data", async () => {
      const { container } = render(<ProfileCard loading user={ahmet} />);
      expect(screen.getByText("Profil yükleniyor")).toBeInTheDocument();
      expect(container.firstElementChild).toHaveAttribute("aria-busy", "true");
      expect(screen.queryByRole("heading")).not.toBeInTheDocument();
      expect(screen.queryByText("ahmet.yilmaz@example.com")).not.toBeInTheDocument();
      await expectNoAxeViolations(container);
    });
  });

  describe("given no user yet", () => {
    it("shows the loading state", () => {
      render(<ProfileCard />);
      expect(screen.getByText("Profil yükleniyor")).toBeInTheDocument();
    });
  });
});
