import type { Meta, StoryObj } from "@storybook/react-vite";
import { BellIcon, ChevronDownIcon } from "lucide-react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../../actions/button";
import { IconButton } from "../../actions/icon-button";
import { SiteHeader } from "./site-header";

/** Stands in for the app's bell and user menu. */
const userSlot = (
  <>
    <span className="relative">
      <IconButton aria-label="Bildirimler (2 okunmamış)">
        <BellIcon />
      </IconButton>
      <span aria-hidden="true" className="absolute top-2 right-2 size-2 rounded-pill bg-danger" />
    </span>
    <Button variant="ghost" className="px-2">
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-pill bg-primary text-xs font-semibold text-primary-foreground"
      >
        AY
      </span>
      <span className="hidden sm:inline">Ahmet Yılmaz</span>
      <span className="sr-only sm:hidden">Ahmet Yılmaz</span>
      <ChevronDownIcon aria-hidden="true" />
    </Button>
  </>
);

/** A page under the header, so its see-through and solid looks can be told apart. */
function PageBelow() {
  return (
    <main className="mx-auto max-w-content px-4 py-10">
      <h1 className="text-3xl font-bold">Şehrindeki halı sahayı bul</h1>
      <p className="mt-3 max-w-prose text-muted">
        Uygun saati seç, rezervasyonunu yap, kaporanı online öde. Yüzlerce tesis tek bir yerde.
      </p>
    </main>
  );
}

const meta = {
  title: "Layout/SiteHeader",
  component: SiteHeader,
  tags: ["autodocs"],
  args: { currentPath: "/", isAuthenticated: false, solid: undefined },
  argTypes: {
    currentPath: { control: "select", options: ["/", "/facilities", "/facilities/12", "/about", "/login"] },
    isAuthenticated: { control: "boolean" },
    solid: { control: "select", options: [undefined, true, false] },
    userSlot: { control: false },
    renderLink: { control: false },
    links: { control: false },
  },
  parameters: { layout: "fullscreen" },
  render: (args) => (
    <div className="min-h-96 bg-background">
      <SiteHeader {...args} />
      <PageBelow />
    </div>
  ),
} satisfies Meta<typeof SiteHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {};

export const SignedIn: Story = {
  args: { isAuthenticated: true, userSlot, currentPath: "/facilities" },
};

/** The look after 50 px of scroll, forced with `solid`. */
export const Solid: Story = { args: { solid: true, currentPath: "/about" } };

/** Scrolling the window past 50 px turns the header solid; back at the top it is see-through again. */
export const TurnsSolidOnScroll: Story = {
  render: (args) => (
    <div className="min-h-[1600px] bg-background">
      <SiteHeader {...args} />
      <PageBelow />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole("banner");
    const view = canvasElement.ownerDocument.defaultView;
    await expect(header).toHaveAttribute("data-appearance", "transparent");
    view?.scrollTo(0, 120);
    await waitFor(() => expect(header).toHaveAttribute("data-appearance", "solid"));
    view?.scrollTo(0, 0);
    await waitFor(() => expect(header).toHaveAttribute("data-appearance", "transparent"));
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: "narrow", isRotated: false } },
};

export const NarrowSignedIn: Story = {
  args: { isAuthenticated: true, userSlot },
  globals: { viewport: { value: "narrow", isRotated: false } },
};

/** Under 992 px: the hamburger opens the menu with the links and the guest buttons. */
export const MobileMenuOpen: Story = {
  args: { currentPath: "/facilities" },
  globals: { viewport: { value: "narrow", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Menüyü aç" }));
    const menu = within(canvas.getByRole("navigation", { name: "Mobil menü" }));
    await expect(menu.getByRole("link", { name: "Halı Sahalar" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("button", { name: "Menüyü kapat" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  },
};

/** A signed-in user's mobile menu has only the links: the bell and user menu stay in the bar. */
export const MobileMenuOpenSignedIn: Story = {
  args: { isAuthenticated: true, userSlot },
  globals: { viewport: { value: "tablet", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Menüyü aç" }));
    await expect(canvas.getByRole("navigation", { name: "Mobil menü" })).toBeVisible();
  },
};

/** Every desktop state together, for visual regression. */
export const Gallery: Story = {
  globals: { viewport: { value: "desktop", isRotated: false } },
  render: () => (
    <div className="flex flex-col gap-6 bg-background pb-6">
      {[
        { label: "Misafir, ana sayfada", props: { currentPath: "/", isAuthenticated: false } },
        {
          label: "Misafir, düz görünüm",
          props: { currentPath: "/facilities", isAuthenticated: false, solid: true },
        },
        { label: "Giriş yapmış", props: { currentPath: "/about", isAuthenticated: true, userSlot } },
        {
          label: "Giriş yapmış, düz görünüm",
          props: { currentPath: "/", isAuthenticated: true, userSlot, solid: true },
        },
      ].map(({ label, props }, index) => (
        // copies after the first are inert (pictures only), so the page keeps one "Ana menü";
        // each state's own story is checked by axe
        <section key={label} aria-label={label} inert={index > 0} className="relative">
          <SiteHeader {...props} className="static" />
        </section>
      ))}
    </div>
  ),
};
