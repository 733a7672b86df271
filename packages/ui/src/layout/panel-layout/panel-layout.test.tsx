import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RenderLink } from "../../lib/link";
import { expectNoAxeViolations } from "../../test/axe";
import { PanelLayout, type PanelLayoutProps } from "./panel-layout";
import { panelHeading } from "./panel-menu";

/** A router-like link that stays on the page (jsdom cannot navigate). */
const routerLink = vi.fn<RenderLink>(({ href, children, onClick, ...rest }) => (
  <a
    href={href}
    data-router="yes"
    {...rest}
    onClick={(event) => {
      event.preventDefault();
      onClick?.();
    }}
  >
    {children}
  </a>
));

function renderPanel(props: Partial<PanelLayoutProps> = {}) {
  return render(
    <PanelLayout
      role="facility_owner"
      currentPath="/owner/dashboard"
      onLogout={() => {}}
      renderLink={routerLink}
      {...props}
    >
      <p>Sayfa içeriği</p>
    </PanelLayout>,
  );
}

/** The sidebar's menu (the desktop one; jsdom applies no media queries, so it is always present). */
const sidebar = () => within(screen.getByRole("complementary"));

describe("PanelLayout", () => {
  describe("given a facility owner", () => {
    it("shows the owner menu, Profilim, Çıkış Yap, the heading and the page", async () => {
      const { container } = renderPanel({ userName: "Ahmet Yılmaz" });
      const names = sidebar()
        .getAllByRole("link")
        .map((link) => link.textContent);
      expect(names).toEqual([
        "halisaha",
        "Dashboard",
        "Sahalarım",
        "Rezervasyonlar",
        "Haftalık Takvim",
        "Aboneler",
        "Profilim",
      ]);
      expect(sidebar().getByRole("link", { name: "Aboneler" })).toHaveAttribute("href", "/owner/subscribers");
      expect(sidebar().getByRole("link", { name: "Profilim" })).toHaveAttribute("href", "/user/profile");
      expect(sidebar().getByRole("button", { name: "Çıkış Yap" })).toBeInTheDocument();
      expect(screen.getByRole("heading", { level: 1, name: "Saha Yönetici Paneli" })).toBeInTheDocument();
      expect(screen.getByRole("main")).toHaveTextContent("Sayfa içeriği");
      expect(screen.getByText("Ahmet Yılmaz")).toBeInTheDocument();
      await expectNoAxeViolations(container);
    });

    it("puts the given actions in the top bar before the user's name", () => {
      renderPanel({ userName: "Ahmet Yılmaz", actions: <button type="button">Bildirimler</button> });
      const topBar = within(screen.getByRole("banner"));
      const bell = topBar.getByRole("button", { name: "Bildirimler" });
      const name = topBar.getByText("Ahmet Yılmaz");
      expect(bell.compareDocumentPosition(name) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });

    it("renders the menu links through the given renderLink", () => {
      renderPanel();
      expect(sidebar().getByRole("link", { name: "Sahalarım" })).toHaveAttribute("data-router", "yes");
    });
  });

  describe("given an admin", () => {
    it("shows the admin menu instead of the owner menu", async () => {
      const { container } = renderPanel({ role: "admin", currentPath: "/admin/users" });
      expect(sidebar().getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/admin/dashboard");
      expect(sidebar().getByRole("link", { name: "Kullanıcılar" })).toHaveAttribute("href", "/admin/users");
      expect(sidebar().getByRole("link", { name: "Tesisler" })).toHaveAttribute("href", "/admin/facilities");
      expect(sidebar().queryByRole("link", { name: "Sahalarım" })).not.toBeInTheDocument();
      expect(sidebar().queryByRole("link", { name: "Aboneler" })).not.toBeInTheDocument();
      expect(sidebar().getByRole("link", { name: "Profilim" })).toBeInTheDocument();
      expect(screen.getByRole("heading", { level: 1, name: "Kullanıcı Yönetimi" })).toBeInTheDocument();
      await expectNoAxeViolations(container);
    });
  });

  describe("given a current path", () => {
    it("marks the matching entry, including on its sub-pages", () => {
      renderPanel({ currentPath: "/owner/facilities/7/edit" });
      expect(sidebar().getByRole("link", { name: "Sahalarım" })).toHaveAttribute("aria-current", "page");
      expect(sidebar().getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current");
    });
  });

  describe("after clicking 'Çıkış Yap'", () => {
    it("calls onLogout", async () => {
      const onLogout = vi.fn();
      renderPanel({ onLogout });
      await userEvent.click(sidebar().getByRole("button", { name: "Çıkış Yap" }));
      expect(onLogout).toHaveBeenCalledTimes(1);
    });
  });

  describe("given the sidebar is expanded", () => {
    it("offers 'Menüyü daralt'", () => {
      renderPanel();
      expect(screen.getByRole("button", { name: "Menüyü daralt" })).toHaveAttribute("aria-expanded", "true");
    });
  });

  describe("after collapsing the sidebar", () => {
    it("keeps every entry named, offers 'Menüyü genişlet' and reports the change", async () => {
      const onCollapsedChange = vi.fn();
      const { container } = renderPanel({ onCollapsedChange });
      await userEvent.click(screen.getByRole("button", { name: "Menüyü daralt" }));
      expect(screen.getByRole("button", { name: "Menüyü genişlet" })).toHaveAttribute(
        "aria-expanded",
        "false",
      );
      expect(onCollapsedChange).toHaveBeenCalledWith(true);
      expect(sidebar().getByRole("link", { name: "Rezervasyonlar" })).toBeInTheDocument();
      expect(sidebar().getByRole("button", { name: "Çıkış Yap" })).toBeInTheDocument();
      await expectNoAxeViolations(container);
    });

    it("expands again", async () => {
      renderPanel({ defaultCollapsed: true });
      await userEvent.click(screen.getByRole("button", { name: "Menüyü genişlet" }));
      expect(screen.getByRole("button", { name: "Menüyü daralt" })).toBeInTheDocument();
    });
  });

  describe("given a controlled collapsed state", () => {
    it("follows the prop and only reports clicks", async () => {
      const onCollapsedChange = vi.fn();
      renderPanel({ collapsed: true, onCollapsedChange });
      await userEvent.click(screen.getByRole("button", { name: "Menüyü genişlet" }));
      expect(onCollapsedChange).toHaveBeenCalledWith(false);
      expect(screen.getByRole("button", { name: "Menüyü genişlet" })).toBeInTheDocument();
    });
  });

  describe("after opening the mobile menu", () => {
    it("shows the menu in a drawer dialog", async () => {
      renderPanel({ currentPath: "/owner/calendar" });
      await userEvent.click(screen.getByRole("button", { name: "Menüyü aç" }));
      const drawer = within(screen.getByRole("dialog", { name: "Panel menüsü" }));
      expect(drawer.getByRole("link", { name: "Haftalık Takvim" })).toHaveAttribute("aria-current", "page");
      await expectNoAxeViolations(document.body);
    });

    it("closes when an entry is chosen", async () => {
      renderPanel();
      await userEvent.click(screen.getByRole("button", { name: "Menüyü aç" }));
      const drawer = within(screen.getByRole("dialog", { name: "Panel menüsü" }));
      await userEvent.click(drawer.getByRole("link", { name: "Aboneler" }));
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    });

    it("closes with 'Menüyü kapat'", async () => {
      renderPanel();
      await userEvent.click(screen.getByRole("button", { name: "Menüyü aç" }));
      await userEvent.click(screen.getByRole("button", { name: "Menüyü kapat" }));
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    });

    it("logs out from the drawer and closes it", async () => {
      const onLogout = vi.fn();
      renderPanel({ onLogout });
      await userEvent.click(screen.getByRole("button", { name: "Menüyü aç" }));
      const drawer = within(screen.getByRole("dialog", { name: "Panel menüsü" }));
      await userEvent.click(drawer.getByRole("button", { name: "Çıkış Yap" }));
      expect(onLogout).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    });
  });
});

describe("given the mobile drawer is open", () => {
  const realMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });

  /** A matchMedia whose answer the test changes, telling listeners like a browser would. */
  function fakeViewport() {
    let wide = false;
    const listeners = new Set<() => void>();
    window.matchMedia = (query: string) =>
      ({
        get matches() {
          return wide;
        },
        media: query,
        addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList;
    return {
      growToDesktop: () => {
        wide = true;
        act(() => listeners.forEach((listener) => listener()));
      },
    };
  }

  it("closes it when the window grows to the desktop width", async () => {
    const viewport = fakeViewport();
    renderPanel();
    await userEvent.click(screen.getByRole("button", { name: "Menüyü aç" }));
    expect(screen.getByRole("dialog", { name: "Panel menüsü" })).toBeInTheDocument();
    viewport.growToDesktop();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

describe("panelHeading", () => {
  it.each([
    ["/admin/users", "Kullanıcı Yönetimi"],
    ["/admin/users/5", "Kullanıcı Yönetimi"],
    ["/admin/facilities", "Tesis Yönetimi"],
    ["/admin/dashboard", "Admin Paneli"],
    ["/admin", "Admin Paneli"],
    ["/owner/dashboard", "Saha Yönetici Paneli"],
    ["/owner/calendar", "Saha Yönetici Paneli"],
    ["/user/profile", "Saha Yönetici Paneli"],
    ["/administrator", "Saha Yönetici Paneli"],
  ])("%s → %s", (path, heading) => {
    expect(panelHeading(path)).toBe(heading);
  });
});
