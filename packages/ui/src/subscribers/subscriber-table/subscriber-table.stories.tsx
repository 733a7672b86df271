import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { SubscriberTable, type SubscriberTableItem } from "./subscriber-table";

const subscribers: SubscriberTableItem[] = [
  {
    id: 1,
    contactName: "Ahmet Yılmaz",
    contactPhone: "5321234567",
    contactEmail: "ahmet@example.com",
    dayName: "Salı",
    startTime: "20:00",
    endTime: "21:00",
    status: "active",
  },
  {
    id: 2,
    contactName: "Kadıköy Gençlik",
    contactPhone: "5339876543",
    dayName: "Perşembe",
    startTime: "21:00",
    endTime: "23:00",
    status: "active",
  },
  {
    id: 3,
    contactName: "",
    contactPhone: "",
    dayName: "Cuma",
    startTime: "23:00",
    endTime: "01:00",
    status: "inactive",
  },
];

const meta = {
  title: "Subscribers/SubscriberTable",
  component: SubscriberTable,
  tags: ["autodocs"],
  args: {
    subscribers,
    loading: false,
    disabled: false,
    onAdd: fn(),
    onEdit: fn(),
    onExceptions: fn(),
    onDelete: fn(),
  },
  argTypes: {
    subscribers: { control: "object" },
    loading: { control: "boolean" },
    disabled: { control: "boolean" },
    error: { control: "text" },
    labels: { control: "object" },
  },
} satisfies Meta<typeof SubscriberTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three regulars: one with e-mail, one past midnight and inactive without name and phone (fallbacks). */
export const Filled: Story = {};

export const Empty: Story = { args: { subscribers: [] } };

export const Loading: Story = { args: { loading: true } };

export const LoadError: Story = { args: { error: "Aboneler yüklenirken bir hata oluştu." } };

/** Every action disabled while a write runs. */
export const Disabled: Story = { args: { disabled: true } };

/** Under 768px the rows become cards. */
export const Narrow: Story = { globals: { viewport: { value: "narrow", isRotated: false } } };

/** Every state, for visual regression; each region has its own name. */
export const Gallery: Story = {
  render: (args) => (
    <div className="flex flex-col gap-8">
      <section aria-label="Aboneler (dolu)">
        <SubscriberTable {...args} />
      </section>
      <section aria-label="Aboneler (boş)">
        <SubscriberTable {...args} subscribers={[]} />
      </section>
      <section aria-label="Aboneler (yükleniyor)">
        <SubscriberTable {...args} loading />
      </section>
      <section aria-label="Aboneler (hata)">
        <SubscriberTable {...args} error="Aboneler yüklenirken bir hata oluştu." />
      </section>
    </div>
  ),
};
