import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import type { RenderLink } from "../../lib/link";
import { expectNoAxeViolations } from "../../test/axe";
import { initialsOf } from "../user-avatar";
import { UserMenu, type UserMenuUser } from "./user-menu";
import { userMenuItems } from "./user-menu-items";

const ahmet: UserMenuUser = { firstName: "Ahmet", lastName: "Yılmaz", email: "ahmet.yilmaz@example.com", role: "user" };

const trigger = () => screen.getByRole("button", { name: "Kullanıcı menüsü: Ahmet" });
const menu = () => screen.getByRole("menu", { name: "Ahmet Yılmaz" });
const itemNames = () => within(menu()).getAllByRole("menuitem").map((item) => item.textContent);

describe("initialsOf", () => {
  describe("given a first and a last name", () => {
    it("takes the first letter of each, upper-cased", () => {
      expect(initialsOf("ahmet", "yılmaz")).toBe("AY");
    });

    it("upper-cases the Turkish way (i → İ, ı → I)", () => {
      expect(initialsOf("ilker", "ışık")).toBe("İI");
      expect(initialsOf("şule", "çelik")).toBe("ŞÇ");
    });

    it("ignores surrounding spaces", () => {
      expect(initialsOf("  Ayşe ", " Demir")).toBe("AD");
    });
  });

  describe("given an empty part", () => {
    it("keeps the other initial", () => {
      expect(initialsOf("Ayşe", "")).toBe("A");
      expect(initialsOf("", "")).toBe("");
    });
  });
});

describe("userMenuItems", () => {
  const labels = (role: string) => userMenuItems(role).map((item) => item.label);

  describe("given a regular user", () => {
    it("returns profile, reservations and favourites with their paths", () => {
      expect(userMenuItems("user")).toEqual([
        { id: "profile", label: "Profilim", href: "/user/profile" },
        { id: "reservations", label: "Rezervasyonlarım", href: "/user/reservations" },
        { id: "favorites", label: "Favorilerim", href: "/user/favorites" },
      ]);
    });
  });

  describe("given a facility owner", () => {
    it("adds Tesis Paneli", () => {
      expect(labels("facility_owner")).toEqual(["Profilim", "Rezervasyonlarım", "Favorilerim", "Tesis Paneli"]);
      expect(userMenuItems("facility_owner").at(-1)?.href).toBe("/owner/dashboard");
    });
  });

  describe("given an admin", () => {
    it("adds Admin Paneli and not Tesis Paneli", () => {
      expect(labels("admin")).toEqual(["Profilim", "Rezervasyonlarım", "Favorilerim", "Admin Paneli"]);
      expect(userMenuItems("admin").at(-1)?.href).toBe("/admin/dashboard");
    });
  });

  describe("given an unknown role", () => {
    it("treats it as a regular user", () => {
      expect(labels("moderator")).toEqual(labels("user"));
    });
  });
});

describe("UserMenu", () => {
  describe("given it is closed", () => {
    it("shows a collapsed menu button with the initials and the first name, named with both", async () => {
      const { container } = render(<UserMenu user={ahmet} onLogout={() => {}} />);
      expect(trigger()).toHaveAttribute("aria-haspopup", "menu");
      expect(trigger()).toHaveAttribute("aria-expanded", "false");
      expect(trigger()).toHaveTextContent("Kullanıcı menüsü: AYAhmet");
      expect(screen.getByText("AY")).toHaveAttribute("aria-hidden", "true");
      expect(screen.queryByRole("menu")).not.toBeInTheDocument();
      await expectNoAxeViolations(container);
    });
  });

  describe("after a click on the trigger", () => {
    it("opens the menu named after the user, with the e-mail and the items, the menu focused", async () => {
      render(<UserMenu user={ahmet} onLogout={() => {}} />);
      await userEvent.click(trigger());
      expect(trigger()).toHaveAttribute("aria-expanded", "true");
      expect(trigger()).toHaveAttribute("aria-controls", menu().id);
      expect(within(menu()).getByText("ahmet.yilmaz@example.com")).toBeVisible();
      expect(itemNames()).toEqual(["Profilim", "Rezervasyonlarım", "Favorilerim", "Çıkış Yap"]);
      // opened with the pointer, the menu itself takes focus; ↓ then reaches the first item
      expect(menu()).toHaveFocus();
      await userEvent.keyboard("{ArrowDown}");
      expect(within(menu()).getByRole("menuitem", { name: "Profilim" })).toHaveFocus();
      await expectNoAxeViolations(document.body);
    });
  });

  describe("given the role", () => {
    it.each([
      ["facility_owner", "Tesis Paneli", "/owner/dashboard", "Admin Paneli"],
      ["admin", "Admin Paneli", "/admin/dashboard", "Tesis Paneli"],
    ])("%s sees %s (%s) and not %s", async (role, shown, href, hidden) => {
      render(<UserMenu user={{ ...ahmet, role }} onLogout={() => {}} />);
      await userEvent.click(trigger());
      expect(within(menu()).getByRole("menuitem", { name: shown })).toHaveAttribute("href", href);
      expect(within(menu()).queryByRole("menuitem", { name: hidden })).not.toBeInTheDocument();
      await expectNoAxeViolations(document.body);
    });

    it("user sees neither panel", () => {
      render(<UserMenu user={ahmet} onLogout={() => {}} defaultOpen />);
      expect(within(menu()).queryByRole("menuitem", { name: /Paneli/ })).not.toBeInTheDocument();
    });
  });

  describe("given it is open", () => {
    it("links the items to their pages", () => {
      render(<UserMenu user={ahmet} onLogout={() => {}} defaultOpen />);
      expect(within(menu()).getByRole("menuitem", { name: "Profilim" })).toHaveAttribute("href", "/user/profile");
      expect(within(menu()).getByRole("menuitem", { name: "Rezervasyonlarım" })).toHaveAttribute(
        "href",
        "/user/reservations",
      );
      expect(within(menu()).getByRole("menuitem", { name: "Favorilerim" })).toHaveAttribute("href", "/user/favorites");
    });

    it("marks the current page's item", () => {
      render(<UserMenu user={ahmet} onLogout={() => {}} defaultOpen currentPath="/user/favorites" />);
      expect(within(menu()).getByRole("menuitem", { name: "Favorilerim" })).toHaveAttribute("aria-current", "page");
      expect(within(menu()).getByRole("menuitem", { name: "Profilim" })).not.toHaveAttribute("aria-current");
    });

    it("moves with the arrow keys, Home and End, wrapping around", async () => {
      render(<UserMenu user={ahmet} onLogout={() => {}} />);
      const item = (name: string) => within(menu()).getByRole("menuitem", { name });
      trigger().focus();
      await userEvent.keyboard("{ArrowDown}");
      expect(item("Profilim")).toHaveFocus();
      await userEvent.keyboard("{ArrowDown}");
      expect(item("Rezervasyonlarım")).toHaveFocus();
      await userEvent.keyboard("{End}");
      expect(item("Çıkış Yap")).toHaveFocus();
      await userEvent.keyboard("{ArrowDown}");
      expect(item("Profilim")).toHaveFocus();
      await userEvent.keyboard("{ArrowUp}");
      expect(item("Çıkış Yap")).toHaveFocus();
      await userEvent.keyboard("{Home}");
      expect(item("Profilim")).toHaveFocus();
    });

    it("jumps to the next item starting with a typed letter", async () => {
      render(<UserMenu user={{ ...ahmet, role: "facility_owner" }} onLogout={() => {}} />);
      trigger().focus();
      await userEvent.keyboard("{ArrowDown}");
      await userEvent.keyboard("f");
      expect(within(menu()).getByRole("menuitem", { name: "Favorilerim" })).toHaveFocus();
      // the typeahead gathers letters typed in quick succession: start a new search
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await userEvent.keyboard("ç");
      expect(within(menu()).getByRole("menuitem", { name: "Çıkış Yap" })).toHaveFocus();
    });

    it("keeps the items out of the tab order", () => {
      render(<UserMenu user={ahmet} onLogout={() => {}} defaultOpen />);
      for (const item of within(menu()).getAllByRole("menuitem")) expect(item).toHaveAttribute("tabindex", "-1");
    });

    describe("after Escape", () => {
      it("closes and gives focus back to the trigger", async () => {
        render(<UserMenu user={ahmet} onLogout={() => {}} />);
        await userEvent.click(trigger());
        await userEvent.keyboard("{Escape}");
        expect(screen.queryByRole("menu")).not.toBeInTheDocument();
        expect(trigger()).toHaveFocus();
      });
    });

    describe("after Tab", () => {
      it("keeps focus in the menu: it is one tab stop, left with Escape or a choice", async () => {
        render(<UserMenu user={ahmet} onLogout={() => {}} />);
        trigger().focus();
        await userEvent.keyboard("{ArrowDown}");
        await userEvent.tab();
        expect(menu()).toBeInTheDocument();
        expect(within(menu()).getByRole("menuitem", { name: "Profilim" })).toHaveFocus();
      });
    });

    describe("after choosing a link item", () => {
      it("closes the menu and lets the app's link navigate", async () => {
        const navigate = vi.fn();
        const renderLink: RenderLink = ({ href, children, onClick, ...rest }) => (
          <a
            href={href}
            {...rest}
            onClick={(event) => {
              event.preventDefault();
              navigate(href);
              onClick?.();
            }}
          >
            {children}
          </a>
        );
        const onOpenChange = vi.fn();
        render(<UserMenu user={ahmet} onLogout={() => {}} renderLink={renderLink} onOpenChange={onOpenChange} />);
        await userEvent.click(trigger());
        await userEvent.click(within(menu()).getByRole("menuitem", { name: "Rezervasyonlarım" }));
        expect(navigate).toHaveBeenCalledWith("/user/reservations");
        expect(screen.queryByRole("menu")).not.toBeInTheDocument();
        expect(onOpenChange).toHaveBeenLastCalledWith(false);
      });
    });

    describe("after choosing 'Çıkış Yap'", () => {
      it("closes the menu and calls onLogout once", async () => {
        const onLogout = vi.fn();
        render(<UserMenu user={ahmet} onLogout={onLogout} defaultOpen />);
        await userEvent.click(within(menu()).getByRole("menuitem", { name: "Çıkış Yap" }));
        expect(onLogout).toHaveBeenCalledTimes(1);
        expect(screen.queryByRole("menu")).not.toBeInTheDocument();
      });

      it("works from the keyboard with Enter and with Space", async () => {
        const onLogout = vi.fn();
        render(<UserMenu user={ahmet} onLogout={onLogout} />);
        trigger().focus();
        await userEvent.keyboard("{ArrowDown}{ArrowUp}");
        expect(within(menu()).getByRole("menuitem", { name: "Çıkış Yap" })).toHaveFocus();
        await userEvent.keyboard("{Enter}");
        expect(onLogout).toHaveBeenCalledTimes(1);
        expect(screen.queryByRole("menu")).not.toBeInTheDocument();
        trigger().focus();
        await userEvent.keyboard("{ArrowDown}{ArrowUp}");
        await userEvent.keyboard(" ");
        expect(onLogout).toHaveBeenCalledTimes(2);
      });
    });
  });

  describe("given keyboard focus on the closed trigger", () => {
    describe("after ArrowDown", () => {
      it("opens on the first item", async () => {
        render(<UserMenu user={ahmet} onLogout={() => {}} />);
        trigger().focus();
        await userEvent.keyboard("{ArrowDown}");
        expect(within(menu()).getByRole("menuitem", { name: "Profilim" })).toHaveFocus();
      });
    });

    describe("after Enter", () => {
      it("opens on the first item", async () => {
        render(<UserMenu user={ahmet} onLogout={() => {}} />);
        trigger().focus();
        await userEvent.keyboard("{Enter}");
        expect(within(menu()).getByRole("menuitem", { name: "Profilim" })).toHaveFocus();
      });
    });
  });

  describe("given a user without a first name", () => {
    it("names the trigger 'Kullanıcı menüsü'", () => {
      render(<UserMenu user={{ ...ahmet, firstName: "" }} onLogout={() => {}} />);
      expect(screen.getByRole("button", { name: "Kullanıcı menüsü" })).toBeInTheDocument();
    });
  });

  describe("given it is controlled", () => {
    it("follows the open prop and reports requests to change", async () => {
      const onOpenChange = vi.fn();
      const { rerender } = render(<UserMenu user={ahmet} onLogout={() => {}} open={false} onOpenChange={onOpenChange} />);
      await userEvent.click(trigger());
      expect(onOpenChange).toHaveBeenCalledWith(true);
      expect(screen.queryByRole("menu")).not.toBeInTheDocument();
      rerender(<UserMenu user={ahmet} onLogout={() => {}} open onOpenChange={onOpenChange} />);
      expect(menu()).toBeInTheDocument();
    });
  });
});
