import type { Meta, StoryObj } from "@storybook/react-vite";
import { Skeleton } from "./skeleton";

const meta = {
  title: "Display/Skeleton",
  component: Skeleton,
  tags: ["autodocs"],
  args: { shape: "text", lines: 3 },
  argTypes: {
    shape: { control: "inline-radio", options: ["text", "rect", "circle"] },
    lines: { control: { type: "number", min: 1, max: 10 } },
  },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};

export const SingleLine: Story = { args: { lines: 1 } };

export const Rect: Story = { args: { shape: "rect" } };

export const Circle: Story = { args: { shape: "circle", className: "size-12" } };

export const Narrow: Story = { globals: { viewport: { value: "narrow", isRotated: false } } };

/** A facility card while loading, built from every shape, for visual regression. */
export const Gallery: Story = {
  render: () => (
    <div className="flex flex-col gap-4 rounded-card border border-border bg-surface p-4">
      <Skeleton shape="rect" className="h-40" />
      <div className="flex items-center gap-3">
        <Skeleton shape="circle" />
        <Skeleton className="w-1/2" />
      </div>
      <Skeleton lines={3} />
    </div>
  ),
};
