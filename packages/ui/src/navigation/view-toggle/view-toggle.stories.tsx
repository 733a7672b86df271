import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { type ViewMode, ViewToggle, type ViewToggleProps } from "./view-toggle";

const meta = {
  title: "Navigation/ViewToggle",
  component: ViewToggle,
  tags: ["autodocs"],
  args: { value: "grid", size: "md", showLabels: false, disabled: false, onValueChange: fn() },
  argTypes: {
    value: { control: "inline-radio", options: ["grid", "list"] },
    size: { control: "inline-radio", options: ["sm", "md"] },
    showLabels: { control: "boolean" },
    disabled: { control: "boolean" },
  },
} satisfies Meta<typeof ViewToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The toggle keeps no value of its own; this wrapper plays the app's part. */
function Stateful(props: ViewToggleProps) {
  const [view, setView] = useState<ViewMode>(props.value);
  return (
    <ViewToggle
      {...props}
      value={view}
      onValueChange={(next) => {
        setView(next);
        props.onValueChange(next);
      }}
    />
  );
}

export const Grid: Story = { render: (args) => <Stateful {...args} /> };

export const List: Story = { args: { value: "list" } };

export const WithLabels: Story = { args: { showLabels: true } };

export const Disabled: Story = { args: { disabled: true } };

export const Narrow: Story = {
  args: { showLabels: true },
  globals: { viewport: { value: "narrow", isRotated: false } },
};

/** Every value, size and option, for visual regression. */
export const Gallery: Story = {
  render: (args) => (
    <div className="flex flex-col items-start gap-3">
      <ViewToggle value="grid" onValueChange={args.onValueChange} aria-label="Görünüm: ızgara" />
      <ViewToggle value="list" onValueChange={args.onValueChange} aria-label="Görünüm: liste" />
      <ViewToggle value="grid" size="sm" onValueChange={args.onValueChange} aria-label="Küçük görünüm seçici" />
      <ViewToggle value="list" showLabels onValueChange={args.onValueChange} aria-label="Etiketli görünüm seçici" />
      <ViewToggle value="grid" disabled onValueChange={args.onValueChange} aria-label="Pasif görünüm seçici" />
    </div>
  ),
};
