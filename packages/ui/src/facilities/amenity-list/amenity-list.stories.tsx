import type { Meta, StoryObj } from "@storybook/react-vite";
import { AmenityList } from "./amenity-list";
import { sampleAmenityNames } from "./fixtures";

const some = sampleAmenityNames(["shower_changing_room", "free_parking", "wifi", "cafeteria", "referee"]);
const all = sampleAmenityNames();

const meta = {
  title: "Facilities/AmenityList",
  component: AmenityList,
  tags: ["autodocs"],
  args: { amenities: some, size: "sm" },
  argTypes: {
    amenities: { control: "object" },
    max: { control: "number" },
    size: { control: "inline-radio", options: ["sm", "md"] },
  },
} satisfies Meta<typeof AmenityList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The facility card: the first 3 and '+N daha'. */
export const Limited: Story = { args: { max: 3 } };

/** All 13 amenities, as on the detail page. */
export const All: Story = { args: { amenities: all, size: "md" } };

export const Empty: Story = { args: { amenities: [], emptyMessage: "Olanak belirtilmemiş" } };

export const Narrow: Story = {
  args: { amenities: all },
  globals: { viewport: { value: "narrow", isRotated: false } },
};

/** Every state, for visual regression. */
export const Gallery: Story = {
  render: () => (
    <div className="flex max-w-xl flex-col gap-4">
      <AmenityList amenities={some} />
      <AmenityList amenities={some} max={3} />
      <AmenityList amenities={all} size="md" />
      <AmenityList amenities={[]} emptyMessage="Olanak belirtilmemiş" />
    </div>
  ),
};
