import type { Meta, StoryObj } from "@storybook/react-vite";
import { BanknoteIcon } from "lucide-react";
import { ReservationStats } from "./reservation-stats";

const counts = { total: 24, upcoming: 3, pending: 2, confirmed: 4, completed: 15, cancelled: 3 };

const meta = {
  title: "Booking/ReservationStats",
  component: ReservationStats,
  tags: ["autodocs"],
  args: { counts, loading: false },
  argTypes: {
    counts: { control: "object" },
    labels: { control: "object" },
    items: { control: "object" },
    loading: { control: "boolean" },
  },
} satisfies Meta<typeof ReservationStats>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A new user: every figure 0. */
export const Empty: Story = { args: { counts: {} } };

/** Larger numbers are written the Turkish way (1.284). */
export const LargeNumbers: Story = {
  args: { counts: { total: 1284, upcoming: 12, pending: 8, confirmed: 20, completed: 1190, cancelled: 54 } },
};

export const Loading: Story = { args: { loading: true } };

/** Other figures, e.g. for the owner's screen. */
export const CustomItems: Story = {
  args: {
    items: [
      { key: "today", label: "Bugün", value: 6, tone: "primary" },
      { key: "revenue", label: "Toplam Gelir", value: "12.500 ₺", tone: "success", icon: <BanknoteIcon /> },
    ],
  },
};

/** Two cards a row on a phone. */
export const Narrow: Story = { globals: { viewport: { value: "narrow", isRotated: false } } };

/** Every state, for visual regression; each region has its own name. */
export const Gallery: Story = {
  render: () => (
    <div className="flex flex-col gap-6">
      <ReservationStats aria-label="İstatistikler (dolu)" counts={counts} />
      <ReservationStats aria-label="İstatistikler (boş)" counts={{}} />
      <ReservationStats aria-label="İstatistikler (yükleniyor)" loading />
    </div>
  ),
};
