import { act, fireEvent, render, renderHook, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RenderLink } from "../../lib/link";
import { expectNoAxeViolations } from "../../test/axe";
import { isActivePath } from "./nav-links";
import { SiteHeader } from "./site-header";
import { useScrolledPast } from "./use-scrolled-past";

function scrollWindowTo(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { configurable: true, value: y });
    fireEvent.scroll(window);
  });
}

afterEach(() => {
  Object.defineProperty(window, "scrollY", { configurable: true, value: 0 });
});

const banner = () => screen.getByRole("banner");
const mainNav = () => within(screen.getByRole("navigation", { name: "Ana menü" }));

describe("SiteHeader", () => {
  describe("given a guest", () => {
    it("shows the logo, the three links and the guest buttons", async () => {
      const { container } = render(<SiteHeader currentPath="/" isAuthenticated={false} />);
      expect(screen.getByRole("link", { name: "halisaha" })).toHaveAttribute("href", "/");
      expect(mainNav().getByRole("link", { name: "Ana Sayfa" })).toHaveAttribute("href", "/");
      expect(mainNav().getByRole("link", { name: "Halı Sahalar" })).toHaveAttribute("href", "/facilities");
      expect(mainNav().getByRole("link", { name: "Hakkımızda" })).toHaveAttribute("href", "/about");
      expect(screen.getByRole("link", { name: "Giriş Yap" })).toHaveAttribute("href", "/login");
      expect(screen.getByRole("link", { name: "Kayıt Ol" })).toHaveAttribute("href", "/register");
      await expectNoAxeViolations(container);
    });

    it("does not render the user slot", () => {
      render(
        <SiteHeader
          currentPath="/"
          isAuthenticated={false}
          userSlot={<button type="button">Hesabım</button>}
        />,
      );
      expect(screen.queryByRole("button", { name: "Hesabım" })).not.toBeInTheDocument();
    });
  });

  describe("given a signed-in user", () => {
    it("renders the user slot instead of the guest buttons", async () => {
      const { container } = render(
        <SiteHeader currentPath="/" isAuthenticated userSlot={<button type="button">Hesabım</button>} />,
      );
      expect(screen.getByRole("button", { name: "Hesabım" })).toBeInTheDocument();
      expect(screen.queryByRole("link", { name: "Giriş Yap" })).not.toBeInTheDocument();
      expect(screen.queryByRole("link", { name: "Kayıt Ol" })).not.toBeInTheDocument();
      await expectNoAxeViolations(container);
    });
  });

  describe("given a current path", () => {
    it("marks only the matching link as the current page", () => {
      render(<SiteHeader currentPath="/facilities/42" isAuthenticated={false} />);
      expect(mainNav().getByRole("link", { name: "Halı Sahalar" })).toHaveAttribute("aria-current", "page");
      expect(mainNav().getByRole("link", { name: "Ana Sayfa" })).not.toHaveAttribute("aria-current");
      expect(mainNav().getByRole("link", { name: "Hakkımızda" })).not.toHaveAttribute("aria-current");
    });
  });

  describe("given custom links", () => {
    it("shows them instead of the defaults", () => {
      render(
        <SiteHeader
          currentPath="/"
          isAuthenticated={false}
          links={[{ label: "Kampanyalar", href: "/campaigns" }]}
        />,
      );
      expect(mainNav().getByRole("link", { name: "Kampanyalar" })).toHaveAttribute("href", "/campaigns");
      expect(mainNav().queryByRole("link", { name: "Hakkımızda" })).not.toBeInTheDocument();
    });
  });

  describe("given a custom renderLink", () => {
    it("renders the logo, the links and the guest buttons through it", () => {
      const renderLink = vi.fn<RenderLink>(({ href, children, ...rest }) => (
        <a href={href} data-router="yes" {...rest}>
          {children}
        </a>
      ));
      render(<SiteHeader currentPath="/" isAuthenticated={false} renderLink={renderLink} />);
      const hrefs = renderLink.mock.calls.map(([props]) => props.href);
      expect(hrefs).toEqual(expect.arrayContaining(["/", "/facilities", "/about", "/login", "/register"]));
      expect(screen.getByRole("link", { name: "halisaha" })).toHaveAttribute("data-router", "yes");
      expect(screen.getByRole("link", { name: "Giriş Yap" })).toHaveAttribute("data-router", "yes");
    });
  });

  describe("given the mobile menu is closed", () => {
    it("has a collapsed 'Menüyü aç' button that controls the hidden menu", () => {
      render(<SiteHeader currentPath="/" isAuthenticated={false} />);
      const toggle = screen.getByRole("button", { name: "Menüyü aç" });
      expect(toggle).toHaveAttribute("aria-expanded", "false");
      const menu = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
      expect(menu).not.toBeVisible();
      expect(screen.queryByRole("navigation", { name: "Mobil menü" })).not.toBeInTheDocument();
    });
  });

  describe("after opening the mobile menu", () => {
    it("shows the links and guest buttons and turns the button into 'Menüyü kapat'", async () => {
      const { container } = render(<SiteHeader currentPath="/about" isAuthenticated={false} />);
      await userEvent.click(screen.getByRole("button", { name: "Menüyü aç" }));
      const toggle = screen.getByRole("button", { name: "Menüyü kapat" });
      expect(toggle).toHaveAttribute("aria-expanded", "true");
      const menu = within(screen.getByRole("navigation", { name: "Mobil menü" }));
      expect(menu.getByRole("link", { name: "Hakkımızda" })).toHaveAttribute("aria-current", "page");
      expect(menu.getByRole("link", { name: "Giriş Yap" })).toBeInTheDocument();
      expect(menu.getByRole("link", { name: "Kayıt Ol" })).toBeInTheDocument();
      await expectNoAxeViolations(container);
    });

    it("closes when a link is chosen", async () => {
      render(<SiteHeader currentPath="/" isAuthenticated={false} renderLink={preventNavigation} />);
      await userEvent.click(screen.getByRole("button", { name: "Menüyü aç" }));
      const menu = within(screen.getByRole("navigation", { name: "Mobil menü" }));
      await userEvent.click(menu.getByRole("link", { name: "Halı Sahalar" }));
      expect(screen.getByRole("button", { name: "Menüyü aç" })).toHaveAttribute("aria-expanded", "false");
      expect(screen.queryByRole("navigation", { name: "Mobil menü" })).not.toBeInTheDocument();
    });

    it("closes when a guest button is chosen", async () => {
      render(<SiteHeader currentPath="/" isAuthenticated={false} renderLink={preventNavigation} />);
      await userEvent.click(screen.getByRole("button", { name: "Menüyü aç" }));
      const menu = within(screen.getByRole("navigation", { name: "Mobil menü" }));
      await userEvent.click(menu.getByRole("link", { name: "Kayıt Ol" }));
      expect(screen.queryByRole("navigation", { name: "Mobil menü" })).not.toBeInTheDocument();
    });

    it("closes on Escape and gives focus back to the button", async () => {
      render(<SiteHeader currentPath="/" isAuthenticated={false} />);
      await userEvent.click(screen.getByRole("button", { name: "Menüyü aç" }));
      await userEvent.keyboard("{Escape}");
      const toggle = screen.getByRole("button", { name: "Menüyü aç" });
      expect(toggle).toHaveAttribute("aria-expanded", "false");
      expect(toggle).toHaveFocus();
    });

    it("closes when the path changes", async () => {
      const { rerender } = render(<SiteHeader currentPath="/" isAuthenticated={false} />);
      await userEvent.click(screen.getByRole("button", { name: "Menüyü aç" }));
      rerender(<SiteHeader currentPath="/about" isAuthenticated={false} />);
      expect(screen.getByRole("button", { name: "Menüyü aç" })).toHaveAttribute("aria-expanded", "false");
    });

    it("toggles closed with the same button", async () => {
      render(<SiteHeader currentPath="/" isAuthenticated={false} />);
      await userEvent.click(screen.getByRole("button", { name: "Menüyü aç" }));
      await userEvent.click(screen.getByRole("button", { name: "Menüyü kapat" }));
      expect(screen.getByRole("button", { name: "Menüyü aç" })).toHaveAttribute("aria-expanded", "false");
    });
  });

  describe("given the page is at the top", () => {
    it("is see-through", () => {
      render(<SiteHeader currentPath="/" isAuthenticated={false} />);
      expect(banner()).toHaveAttribute("data-appearance", "transparent");
    });
  });

  describe("after scrolling exactly 50 px", () => {
    it("stays see-through", () => {
      render(<SiteHeader currentPath="/" isAuthenticated={false} />);
      scrollWindowTo(50);
      expect(banner()).toHaveAttribute("data-appearance", "transparent");
    });
  });

  describe("after scrolling past 50 px", () => {
    it("turns solid, and see-through again back at the top", () => {
      render(<SiteHeader currentPath="/" isAuthenticated={false} />);
      scrollWindowTo(51);
      expect(banner()).toHaveAttribute("data-appearance", "solid");
      scrollWindowTo(0);
      expect(banner()).toHaveAttribute("data-appearance", "transparent");
    });
  });

  describe("given solid is forced", () => {
    it("is solid at the top of the page", () => {
      render(<SiteHeader currentPath="/" isAuthenticated={false} solid />);
      expect(banner()).toHaveAttribute("data-appearance", "solid");
    });

    it("stays see-through after scrolling when forced off", () => {
      render(<SiteHeader currentPath="/" isAuthenticated={false} solid={false} />);
      scrollWindowTo(200);
      expect(banner()).toHaveAttribute("data-appearance", "transparent");
    });
  });
});

describe("useScrolledPast", () => {
  it("answers whether the window has scrolled past the threshold", () => {
    const { result } = renderHook(() => useScrolledPast(100));
    expect(result.current).toBe(false);
    scrollWindowTo(101);
    expect(result.current).toBe(true);
  });
});

describe("isActivePath", () => {
  it.each([
    ["/", "/", true],
    ["/facilities", "/", false],
    ["/facilities", "/facilities", true],
    ["/facilities/", "/facilities", true],
    ["/facilities/12", "/facilities", true],
    ["/facilities?city=izmir", "/facilities", true],
    ["/facilitiesx", "/facilities", false],
    ["/about", "/facilities", false],
  ])("on %s the link to %s is active: %s", (path, href, expected) => {
    expect(isActivePath(path, href)).toBe(expected);
  });
});

/** A router-like link that stays on the page (jsdom cannot navigate). */
const preventNavigation: RenderLink = ({ href, children, onClick, ...rest }) => (
  <a
    href={href}
    {...rest}
    onClick={(event) => {
      event.preventDefault();
      onClick?.();
    }}
  >
    {children}
  </a>
);
