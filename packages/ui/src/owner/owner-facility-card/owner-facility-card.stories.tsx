import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { brokenPhoto, samplePhotos } from "../../facilities/facility-card/fixtures";
import {
  OwnerFacilityCard,
  OwnerFacilityCardSkeleton,
  type OwnerFacilityCardData,
} from "./owner-facility-card";

const facility: OwnerFacilityCardData = {
  id: 12,
  name: "Yıldız Halı Saha",
  address: "Caferağa Mah. Spor Cad. No:12, Kadıköy / İstanbul",
  status: "active",
  rating: 4.56,
  imageUrl: samplePhotos[0],
};

const meta = {
  title: "Owner/OwnerFacilityCard",
  component: OwnerFacilityCard,
  tags: ["autodocs"],
  args: {
    facility,
    viewHref: "/facilities/12",
    editHref: "/owner/facilities/12/edit",
    onDelete: fn(),
    deleting: false,
    layout: "grid",
  },
  argTypes: { layout: { control: "inline-radio", options: ["grid", "list"] } },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OwnerFacilityCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {};
export const Pending: Story = {
  args: { facility: { ...facility, status: "pending", rating: 0, imageUrl: null } },
};
export const Inactive: Story = { args: { facility: { ...facility, status: "inactive" } } };
export const BrokenImage: Story = { args: { facility: { ...facility, imageUrl: brokenPhoto } } };
export const Deleting: Story = { args: { deleting: true } };
export const DeleteRefused: Story = {
  args: {
    error:
      "Bu tesisin ileri tarihli bekleyen veya onaylanmış rezervasyonları var. Tesisi silmeden önce bu rezervasyonları iptal edin.",
  },
};
export const List: Story = {
  args: { layout: "list" },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
};
export const Loading: Story = { render: () => <OwnerFacilityCardSkeleton /> };
export const Narrow: Story = { globals: { viewport: { value: "narrow", isRotated: false } } };

/** Every state side by side, for visual regression. */
export const Gallery: Story = {
  decorators: [
    (Story) => (
      <div className="max-w-5xl">
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <div className="grid grid-cols-3 gap-4">
      <OwnerFacilityCard {...args} />
      <OwnerFacilityCard {...args} facility={{ ...facility, status: "pending", imageUrl: null, rating: 0 }} />
      <OwnerFacilityCard {...args} facility={{ ...facility, status: "inactive" }} deleting />
      <OwnerFacilityCard {...args} error="Silinemedi: ileri tarihli rezervasyonlar var." />
      <OwnerFacilityCardSkeleton />
    </div>
  ),
};
