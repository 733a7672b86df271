import type { Meta, StoryObj } from "@storybook/react-vite";
import { FacilityImagePlaceholder } from "./facility-image-placeholder";

const meta = {
  title: "Facilities/FacilityImagePlaceholder",
  component: FacilityImagePlaceholder,
  tags: ["autodocs"],
  args: { label: "Görsel yok" },
  decorators: [
    (Story) => (
      <div className="h-48 w-80 overflow-hidden rounded-card">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FacilityImagePlaceholder>;
export default meta;
type Story = StoryObj<typeof meta>;

/** With a label it is an image that says what is missing. */
export const Labelled: Story = {};

/** Without a label it is decorative (next to a name that already says which facility). */
export const Decorative: Story = { args: { label: undefined } };

export const Narrow: Story = { globals: { viewport: { value: "narrow", isRotated: false } } };

export const Gallery: Story = {
  decorators: [],
  render: () => (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="h-40 overflow-hidden rounded-card">
        <FacilityImagePlaceholder label="Görsel yok" />
      </div>
      <div className="h-40 overflow-hidden rounded-card">
        <FacilityImagePlaceholder />
      </div>
    </div>
  ),
};
