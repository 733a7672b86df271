import type { Meta, StoryObj } from "@storybook/react-vite";
import { CalendarCheckIcon, CalendarDaysIcon, HeartIcon } from "lucide-react";
import { ProfileStats, type ProfileStat } from "./profile-stats";

const zeros: ProfileStat[] = [
  { label: "Toplam Rezervasyon", value: 0, icon: <CalendarDaysIcon /> },
  { label: "Aktif Rezervasyon", value: 0, icon: <CalendarCheckIcon /> },
  { label: "Favori Tesis", value: 0, icon: <HeartIcon /> },
];

const filled: ProfileStat[] = [
  { label: "Toplam Rezervasyon", value: 1284, icon: <CalendarDaysIcon /> },
  { label: "Aktif Rezervasyon", value: 3, icon: <CalendarCheckIcon /> },
  { label: "Favori Tesis", value: 12, icon: <HeartIcon /> },
];

const meta = {
  title: "Accounts/ProfileStats",
  component: ProfileStats,
  tags: ["autodocs"],
  args: { items: zeros, title: "İstatistikler", loading: false, headingLevel: 2 },
  argTypes: {
    items: { control: "object" },
    title: { control: "text" },
    emptyMessage: { control: "text" },
    loading: { control: "boolean" },
    headingLevel: { control: "inline-radio", options: [2, 3] },
  },
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
} satisfies Meta<typeof ProfileStats>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What the profile screen shows today (the spec's hard-coded zeros). */
export const Default: Story = {};

/** Larger numbers are written the Turkish way (1.284). */
export const Filled: Story = { args: { items: filled } };

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = { args: { items: [] } };

/** Two tiles a row on a phone. */
export const Narrow: Story = {
  args: { items: filled },
  globals: { viewport: { value: "narrow", isRotated: false } },
};

/** Every state, for visual regression. */
export const Gallery: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      <ProfileStats items={filled} title="İstatistikler (dolu)" />
      <ProfileStats items={[{ label: "Toplam Harcama", value: "1.350 ₺" }]} title="Bu ay" />
      <ProfileStats items={zeros} loading title="İstatistikler (yükleniyor)" />
      <ProfileStats items={[]} title="İstatistikler (boş)" />
    </div>
  ),
};
