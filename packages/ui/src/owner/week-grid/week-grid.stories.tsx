import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { sampleDays, sampleEntries, sampleToday } from "./fixtures";
import { WeekGrid } from "./week-grid";

const meta = {
  title: "Owner/WeekGrid",
  component: WeekGrid,
  tags: ["autodocs"],
  args: {
    days: sampleDays,
    entries: sampleEntries,
    today: sampleToday,
    loading: false,
    disabled: false,
    refreshing: false,
    onEmptyCellClick: fn(),
    onReservationClick: fn(),
    onWeekChange: fn(),
    onRefresh: fn(),
  },
  argTypes: {
    loading: { control: "boolean" },
    disabled: { control: "boolean" },
    refreshing: { control: "boolean" },
    error: { control: "text" },
  },
} satisfies Meta<typeof WeekGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Reservations by status, a subscriber's two hours (dashed) and a block past midnight under Friday. */
export const Filled: Story = {};

/** No reservations yet: every open hour that has not started is a button. */
export const Empty: Story = { args: { entries: [] } };

export const Loading: Story = { args: { loading: true } };

export const LoadError: Story = {
  args: { error: "Takvim yüklenirken bir hata oluştu. Lütfen tekrar deneyin.", onRetry: fn() },
};

/** While a change is saved nothing is clickable. */
export const Disabled: Story = { args: { disabled: true } };

/** The grid scrolls inside its own box; the page does not overflow. */
export const Narrow: Story = { globals: { viewport: { value: "narrow", isRotated: false } } };

/** Every state, for visual regression; each grid has its own name. */
export const Gallery: Story = {
  render: (args) => (
    <div className="flex flex-col gap-8">
      <WeekGrid {...args} aria-label="Takvim (dolu)" />
      <WeekGrid {...args} aria-label="Takvim (boş)" entries={[]} />
      <WeekGrid {...args} aria-label="Takvim (yükleniyor)" loading />
      <WeekGrid
        {...args}
        aria-label="Takvim (hata)"
        error="Takvim yüklenirken bir hata oluştu."
        onRetry={() => undefined}
      />
    </div>
  ),
};
