import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { FavouriteButton } from "../favourite-button";
import { FacilityCard, FacilityCardSkeleton } from "./facility-card";
import { brokenPhoto, sampleFacilities, sampleFacility } from "./fixtures";

const meta = {
  title: "Facilities/FacilityCard",
  component: FacilityCard,
  tags: ["autodocs"],
  args: {
    facility: sampleFacility,
    href: "#/facilities/12",
    layout: "grid",
    headingLevel: 3,
    amenityLimit: 3,
  },
  argTypes: {
    layout: { control: "inline-radio", options: ["grid", "list"] },
    headingLevel: { control: "inline-radio", options: [2, 3, 4] },
    amenityLimit: { control: "number" },
    facility: { control: "object" },
    favouriteSlot: { control: false },
    renderLink: { control: false },
  },
  // `parameters.frame`: the width the card gets in the story
  decorators: [
    (Story, { parameters }) => (
      <div className={(parameters.frame as string | undefined) ?? "max-w-sm"}>{Story()}</div>
    ),
  ],
} satisfies Meta<typeof FacilityCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithFavourite: Story = {
  args: { favouriteSlot: <FavouriteButton active={false} onToggle={fn()} /> },
};

/** No image: a drawn pitch; no district: the city alone; no amenities: no chips. */
export const Placeholder: Story = { args: { facility: sampleFacilities[2]! } };

/** The image fails to load: the drawn pitch takes its place. */
export const BrokenImage: Story = { args: { facility: { ...sampleFacility, imageUrl: brokenPhoto } } };

/** Neither city nor district nor hours known. */
export const Minimal: Story = {
  args: {
    facility: { id: 1, name: "İsimsiz Saha", pricePerHour: 450, amenities: ["WiFi"], imageUrl: null },
  },
};

export const List: Story = {
  args: { layout: "list", favouriteSlot: <FavouriteButton active onToggle={fn()} /> },
  parameters: { frame: "max-w-3xl" },
};

export const Loading: Story = {
  render: () => (
    <div aria-busy="true">
      <span className="sr-only">Tesisler yükleniyor</span>
      <FacilityCardSkeleton />
    </div>
  ),
};

export const Narrow: Story = {
  args: { layout: "list", favouriteSlot: <FavouriteButton active={false} onToggle={fn()} /> },
  globals: { viewport: { value: "narrow", isRotated: false } },
};

/** Both layouts with and without an image, and both skeletons, for visual regression. */
export const Gallery: Story = {
  parameters: { frame: "max-w-5xl" },
  render: () => (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 md:grid-cols-3">
        {sampleFacilities.map((facility, index) => (
          <FacilityCard
            key={facility.id}
            facility={facility}
            href={`#/facilities/${facility.id}`}
            favouriteSlot={<FavouriteButton active={index === 0} onToggle={() => {}} />}
          />
        ))}
      </div>
      <div className="flex flex-col gap-4">
        {sampleFacilities.slice(0, 2).map((facility) => (
          <FacilityCard
            key={facility.id}
            layout="list"
            facility={facility}
            href={`#/facilities/${facility.id}`}
          />
        ))}
      </div>
      <div aria-hidden="true" className="grid gap-4 md:grid-cols-3">
        <FacilityCardSkeleton />
        <FacilityCardSkeleton layout="list" className="md:col-span-2" />
      </div>
    </div>
  ),
};
