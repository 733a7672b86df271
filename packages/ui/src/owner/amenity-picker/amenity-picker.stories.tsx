import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { sampleAmenityKeys, sampleAmenityLabels } from "../../facilities/amenity-list/fixtures";
import { AmenityPicker } from "./amenity-picker";

const meta = {
  title: "Owner/AmenityPicker",
  component: AmenityPicker,
  tags: ["autodocs"],
  args: {
    value: [],
    options: sampleAmenityKeys,
    labels: sampleAmenityLabels,
    onChange: fn(),
    disabled: false,
  },
} satisfies Meta<typeof AmenityPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: ["shower_changing_room", "free_parking", "wifi", "referee"] } };
export const Disabled: Story = { args: { value: ["wifi"], disabled: true } };
export const Error: Story = { args: { error: "Geçersiz saha özelliği" } };
export const Interactive: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<string[]>(["wifi"]);
    return <AmenityPicker {...args} value={value} onChange={setValue} />;
  },
};
export const Narrow: Story = {
  args: { value: ["cafeteria", "heating"] },
  globals: { viewport: { value: "narrow", isRotated: false } },
};
