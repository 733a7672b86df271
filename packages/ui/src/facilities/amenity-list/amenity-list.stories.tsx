import type { Meta, StoryObj } from "@storybook/react-vite";
import { AMENITY_KEYS, AmenityList } from "./amenity-list";

const some = ["shower_changing_room", "free_parking", "wifi", "cafeteria", "referee"];

const meta = {
  title: "Facilities/AmenityList",
  component: AmenityList,
  tags: ["autodocs"],
  args: { amenities: some, size: "sm" },
  argTypes: {
    amenities: { control: "object" },
    max: { control: "number" },
    labels: { control: "object" },
    size: { control: "inline-radio", options: ["sm", "md"] },
  },
} satisfies Meta<typeof AmenityList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The facility card: the first 3 and '+N daha'. */
export const Limited: Story = { args: { max: 3 } };

/** All 13 amenities, as on the detail page. */
export const All: Story = { args: { amenities: [...AMENITY_KEYS], size: "md" } };

export const Empty: Story = { args: { amenities: [], emptyMessage: "Olanak belirtilmemiş" } };

export const CustomLabels: Story = {
  args: { amenities: ["wifi", "sauna"], labels: { wifi: "Ücretsiz WiFi", sauna: "Sauna" } },
};

export const Narrow: Story = {
  args: { amenities: [...AMENITY_KEYS] },
  globals: { viewport: { value: "narrow", isRotated: false } },
};

/** Every state, for visual regression. */
export const Gallery: Story = {
  render: () => (
    <div className="flex max-w-xl flex-col gap-4">
      <AmenityList amenities={some} />
      <AmenityList amenities={some} max={3} />
      <AmenityList amenities={[...AMENITY_KEYS]} size="md" />
      <AmenityList amenities={[]} emptyMessage="Olanak belirtilmemiş" />
    </div>
  ),
};
