import type { Meta, StoryObj } from "@storybook/react-vite";
import { SiteFooter } from "./site-footer";

const meta = {
  title: "Layout/SiteFooter",
  component: SiteFooter,
  tags: ["autodocs"],
  // a fixed year keeps the screenshots stable
  args: { year: 2025 },
  argTypes: {
    year: { control: { type: "number", min: 2000, max: 2100 } },
    renderLink: { control: false },
  },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof SiteFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tablet: Story = {
  globals: { viewport: { value: "tablet", isRotated: false } },
};

export const Narrow: Story = {
  globals: { viewport: { value: "narrow", isRotated: false } },
};

/** The footer under a page of content at desktop width, for visual regression. */
export const Gallery: Story = {
  globals: { viewport: { value: "desktop", isRotated: false } },
  render: (args) => (
    <div className="flex min-h-[48rem] flex-col">
      <main className="mx-auto w-full max-w-content flex-1 px-4 py-8">
        <h1 className="text-2xl font-bold">Sayfa içeriği</h1>
        <p className="mt-2 text-muted">Alt bilgi her sayfanın en altında durur.</p>
      </main>
      <SiteFooter {...args} />
    </div>
  ),
};
