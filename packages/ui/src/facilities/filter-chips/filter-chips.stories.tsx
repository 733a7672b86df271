import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { FilterChips } from "./filter-chips";

const chips = [
  { id: "city", label: "İstanbul" },
  { id: "district", label: "Kadıköy" },
  { id: "minPrice", label: "Min: 500 ₺" },
  { id: "maxPrice", label: "Maks: 1.500 ₺" },
  { id: "rating", label: "4+ Yıldız" },
];

const meta = {
  title: "Facilities/FilterChips",
  component: FilterChips,
  tags: ["autodocs"],
  args: { chips, onRemove: fn(), onClearAll: fn(), clearLabel: "Filtreleri Temizle", disabled: false },
  argTypes: {
    chips: { control: "object" },
    clearLabel: { control: "text" },
    disabled: { control: "boolean" },
  },
} satisfies Meta<typeof FilterChips>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OneFilter: Story = { args: { chips: [{ id: "rating", label: "4+ Yıldız" }] } };

/** Without `onClearAll` there is no clear button. */
export const WithoutClear: Story = { args: { onClearAll: undefined } };

/** No filters: nothing is rendered. */
export const Empty: Story = { args: { chips: [] }, parameters: { screenshot: false } };

export const Disabled: Story = { args: { disabled: true } };

export const Narrow: Story = { globals: { viewport: { value: "narrow", isRotated: false } } };

/** Every state, for visual regression; each group has its own name. */
export const Gallery: Story = {
  render: () => (
    <div className="flex max-w-2xl flex-col gap-4">
      <FilterChips aria-label="Filtreler 1" chips={chips} onRemove={() => {}} onClearAll={() => {}} />
      <FilterChips
        aria-label="Filtreler 2"
        chips={chips.slice(0, 1)}
        onRemove={() => {}}
        onClearAll={() => {}}
      />
      <FilterChips aria-label="Filtreler 3" chips={chips.slice(2)} onRemove={() => {}} />
      <FilterChips
        aria-label="Filtreler 4"
        chips={chips}
        disabled
        onRemove={() => {}}
        onClearAll={() => {}}
      />
    </div>
  ),
};
