import type { Meta, StoryObj } from "@storybook/react-vite";
import { EmptyState } from "../../display/empty-state";
import { FacilityCard, FacilityCardSkeleton } from "../facility-card";
import { sampleFacilities } from "../facility-card/fixtures";
import { FacilityGrid } from "./facility-grid";

const cards = (layout: "grid" | "list") =>
  [...sampleFacilities, { ...sampleFacilities[0]!, id: 15, name: "Gol Park" }].map((facility) => (
    <FacilityCard
      key={facility.id}
      layout={layout}
      facility={facility}
      href={`#/facilities/${facility.id}`}
    />
  ));

const meta = {
  title: "Facilities/FacilityGrid",
  component: FacilityGrid,
  tags: ["autodocs"],
  args: { layout: "grid", loading: false },
  argTypes: {
    layout: { control: "inline-radio", options: ["grid", "list"] },
    loading: { control: "boolean" },
    children: { control: false },
  },
  render: (args) => <FacilityGrid {...args}>{cards(args.layout ?? "grid")}</FacilityGrid>,
} satisfies Meta<typeof FacilityGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three columns on a desktop. */
export const Default: Story = {};

export const List: Story = { args: { layout: "list" } };

/** Two columns on a tablet. */
export const Tablet: Story = { globals: { viewport: { value: "tablet", isRotated: false } } };

export const Loading: Story = {
  args: { loading: true },
  render: (args) => (
    <FacilityGrid {...args}>
      <span className="sr-only">Tesisler yükleniyor</span>
      {[1, 2, 3].map((key) => (
        <FacilityCardSkeleton key={key} layout={args.layout} />
      ))}
    </FacilityGrid>
  ),
};

export const Empty: Story = {
  render: () => (
    <FacilityGrid layout="list">
      <EmptyState
        bordered
        title="Hiç sonuç bulunamadı"
        description="Arama kriterlerinize uygun halı saha bulunamadı. Filtreleri değiştirerek tekrar deneyin."
      />
    </FacilityGrid>
  ),
};

/** One column on a phone. */
export const Narrow: Story = { globals: { viewport: { value: "narrow", isRotated: false } } };

/** Both layouts and the loading grid, for visual regression. */
export const Gallery: Story = {
  render: () => (
    <div className="flex flex-col gap-8">
      <FacilityGrid layout="grid">{cards("grid")}</FacilityGrid>
      <FacilityGrid layout="list">{cards("list").slice(0, 2)}</FacilityGrid>
      <FacilityGrid layout="grid" loading>
        {[1, 2, 3].map((key) => (
          <FacilityCardSkeleton key={key} />
        ))}
      </FacilityGrid>
    </div>
  ),
};
