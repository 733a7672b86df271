import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { samplePeriods } from "./fixtures";
import { OwnerStats } from "./owner-stats";

const meta = {
  title: "Owner/OwnerStats",
  component: OwnerStats,
  tags: ["autodocs"],
  args: { periods: samplePeriods, loading: false },
  argTypes: { loading: { control: "boolean" }, error: { control: "text" } },
} satisfies Meta<typeof OwnerStats>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

/** A new owner: every figure 0. */
export const Empty: Story = {
  args: {
    periods: samplePeriods.map((p) => ({
      ...p,
      reservationCount: 0,
      bookedHours: 0,
      occupancy: 0,
      revenue: 0,
      paidOnline: 0,
    })),
  },
};

export const Loading: Story = { args: { loading: true } };

export const LoadError: Story = {
  args: { error: "Bugünkü rezervasyonlar yüklenirken bir hata oluştu...", onRetry: fn() },
};

export const Narrow: Story = { globals: { viewport: { value: "narrow", isRotated: false } } };

/** Every state, for visual regression; each region has its own name. */
export const Gallery: Story = {
  render: () => (
    <div className="flex flex-col gap-6">
      <OwnerStats aria-label="Özet (dolu)" periods={samplePeriods} />
      <OwnerStats aria-label="Özet (yükleniyor)" loading />
      <OwnerStats aria-label="Özet (hata)" error="Bir hata oluştu." onRetry={() => undefined} />
    </div>
  ),
};
