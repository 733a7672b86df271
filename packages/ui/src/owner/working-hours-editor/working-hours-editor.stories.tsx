import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { defaultWeek, mixedWeek } from "./fixtures";
import { WorkingHoursEditor, type WorkingDayValue } from "./working-hours-editor";

const meta = {
  title: "Owner/WorkingHoursEditor",
  component: WorkingHoursEditor,
  tags: ["autodocs"],
  args: { value: defaultWeek(), onChange: fn(), disabled: false },
} satisfies Meta<typeof WorkingHoursEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Mixed: Story = { args: { value: mixedWeek() } };
export const ClosedDay: Story = { args: { value: mixedWeek(), defaultDay: 6 } };
export const Disabled: Story = { args: { disabled: true } };
export const Error: Story = { args: { error: "Geçersiz çalışma saatleri" } };

/** Toggle hours and use the shortcuts, as in the facility form. */
export const Interactive: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<WorkingDayValue[]>(defaultWeek());
    return <WorkingHoursEditor {...args} value={value} onChange={setValue} />;
  },
};

export const Narrow: Story = {
  args: { value: mixedWeek() },
  globals: { viewport: { value: "narrow", isRotated: false } },
};
