import type { Meta, StoryObj } from "@storybook/react-vite";
import { FavouritesSummary } from "./favourites-summary";

const meta = {
  title: "Facilities/FavouritesSummary",
  component: FavouritesSummary,
  tags: ["autodocs"],
  args: { count: 12, highlyRated: 5, averagePrice: 1137.5, loading: false },
  argTypes: {
    count: { control: "number" },
    highlyRated: { control: "number" },
    averagePrice: { control: "number" },
    loading: { control: "boolean" },
    labels: { control: "object" },
  },
  decorators: [(Story) => <div className="max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof FavouritesSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The average is shown without fraction digits: 1.138 ₺/saat. */
export const Default: Story = {};

export const Loading: Story = { args: { loading: true } };

/** No favourites yet: zeros and '-'. */
export const Empty: Story = { args: { count: 0, highlyRated: 0, averagePrice: null } };

export const Narrow: Story = { globals: { viewport: { value: "narrow", isRotated: false } } };

/** Every state, for visual regression. */
export const Gallery: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      <FavouritesSummary count={12} highlyRated={5} averagePrice={1137.5} />
      <FavouritesSummary count={1} highlyRated={0} averagePrice={450} />
      <FavouritesSummary count={0} highlyRated={0} averagePrice={null} />
      <FavouritesSummary loading />
    </div>
  ),
};
