import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { FavouriteButton } from "./favourite-button";

const meta = {
  title: "Facilities/FavouriteButton",
  component: FavouriteButton,
  tags: ["autodocs"],
  args: { active: false, loading: false, disabled: false, size: "md", onToggle: fn() },
  argTypes: {
    active: { control: "boolean" },
    loading: { control: "boolean" },
    disabled: { control: "boolean" },
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
  },
} satisfies Meta<typeof FavouriteButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Active: Story = { args: { active: true } };

export const Loading: Story = { args: { loading: true } };

export const Disabled: Story = { args: { disabled: true } };

/** Click to flip it, as the app does after the request. */
export const Interactive: Story = {
  render: function Render(args) {
    const [active, setActive] = useState(false);
    return (
      <FavouriteButton
        {...args}
        active={active}
        onToggle={(next) => {
          setActive(next);
          args.onToggle(next);
        }}
      />
    );
  },
};

export const Narrow: Story = {
  args: { active: true, size: "lg" },
  globals: { viewport: { value: "narrow", isRotated: false } },
};

/** Every size and state, for visual regression. */
export const Gallery: Story = {
  render: () => (
    <div className="flex flex-col gap-3 bg-neutral-200 p-4">
      {([false, true] as const).map((active) => (
        <div key={String(active)} className="flex items-center gap-3">
          {(["sm", "md", "lg"] as const).map((size) => (
            <FavouriteButton key={size} size={size} active={active} onToggle={() => {}} />
          ))}
          <FavouriteButton active={active} loading onToggle={() => {}} />
          <FavouriteButton active={active} disabled onToggle={() => {}} />
        </div>
      ))}
    </div>
  ),
};
