import type { Meta, StoryObj } from "@storybook/react-vite";
import { HoursTable } from "./hours-table";
import { hourRange, sampleWeek } from "./fixtures";

const meta = {
  title: "Facilities/HoursTable",
  component: HoursTable,
  tags: ["autodocs"],
  args: { workingHours: sampleWeek, today: 3 },
  argTypes: {
    workingHours: { control: "object" },
    today: { control: "select", options: [undefined, 1, 2, 3, 4, 5, 6, 7] },
    caption: { control: "text" },
  },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof HoursTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Wednesday is today; Friday runs past midnight; Saturday is open all day; Sunday is closed. */
export const Default: Story = {};

/** Keys instead of day numbers, with a lunch break on Monday. */
export const DayKeys: Story = {
  args: {
    today: "sunday",
    workingHours: [
      { day: "sunday", isOpen: true, hours: hourRange(10, 20) },
      { day: "monday", isOpen: true, hours: [...hourRange(9, 12), ...hourRange(14, 23)] },
      { day: "tuesday", isOpen: false, hours: hourRange(9, 23) },
    ],
  },
};

export const Empty: Story = { args: { workingHours: [] } };

export const HiddenCaption: Story = { args: { caption: null, today: undefined } };

export const Narrow: Story = { globals: { viewport: { value: "narrow", isRotated: false } } };

/** Every state, for visual regression. */
export const Gallery: Story = {
  render: () => (
    <div className="grid gap-6 md:grid-cols-2">
      <HoursTable workingHours={sampleWeek} today={5} />
      <HoursTable workingHours={sampleWeek} caption="Saatler" />
      <HoursTable workingHours={[]} />
    </div>
  ),
};
