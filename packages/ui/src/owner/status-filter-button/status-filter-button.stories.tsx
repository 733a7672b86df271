import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { StatusFilterButton, statusFilterValues, type StatusFilterValue } from "./status-filter-button";

const meta = {
  title: "Owner/StatusFilterButton",
  component: StatusFilterButton,
  tags: ["autodocs"],
  args: { value: "all", onValueChange: fn(), disabled: false },
  argTypes: { value: { control: "inline-radio", options: [...statusFilterValues] } },
} satisfies Meta<typeof StatusFilterButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {};
export const Active: Story = { args: { value: "active" } };
export const Inactive: Story = { args: { value: "inactive" } };
export const Pending: Story = { args: { value: "pending" } };
export const Disabled: Story = { args: { disabled: true } };

/** Click to cycle, as the owner list does. */
export const Interactive: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<StatusFilterValue>("all");
    return <StatusFilterButton {...args} value={value} onValueChange={setValue} />;
  },
};

export const Narrow: Story = {
  args: { value: "pending" },
  globals: { viewport: { value: "narrow", isRotated: false } },
};

/** Every value, for visual regression. */
export const Gallery: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {statusFilterValues.map((value) => (
        <StatusFilterButton key={value} value={value} onValueChange={() => {}} />
      ))}
      <StatusFilterButton value="all" disabled onValueChange={() => {}} />
    </div>
  ),
};
