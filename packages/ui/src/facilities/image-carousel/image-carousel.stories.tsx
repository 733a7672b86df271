import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { brokenPhoto, samplePhotos } from "../facility-card/fixtures";
import { ImageCarousel } from "./image-carousel";

const images = samplePhotos.map((imageUrl, index) => ({ id: index + 1, imageUrl }));

const meta = {
  title: "Facilities/ImageCarousel",
  component: ImageCarousel,
  tags: ["autodocs"],
  args: { images, name: "Yıldız Halı Saha", defaultIndex: 0, onIndexChange: fn() },
  argTypes: {
    images: { control: "object" },
    name: { control: "text" },
    defaultIndex: { control: "number" },
  },
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
} satisfies Meta<typeof ImageCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SecondImage: Story = { args: { defaultIndex: 1 } };

/** One image: no arrows, no dots. */
export const Single: Story = { args: { images: images.slice(0, 1) } };

/** No images: the drawn pitch. */
export const Empty: Story = { args: { images: [] } };

/** The image fails to load: the drawn pitch stands in, the arrows still work. */
export const BrokenImage: Story = {
  args: { images: [{ id: 9, imageUrl: brokenPhoto }, ...images.slice(1)] },
};

/**
 * Touched: the first click on 'Sonraki görsel' moves at once and loads Embla, which then takes
 * the track over where it stands (swipe and drag from now on); the next click goes through Embla.
 */
export const Touched: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole("button", { name: "Sonraki görsel" });
    await userEvent.click(next);
    await expect(canvas.getByRole("img", { name: "Yıldız Halı Saha - görsel 2" })).toBeVisible();
    const carousel = canvas.getByRole("region", { name: "Yıldız Halı Saha görselleri" });
    await waitFor(() => expect(carousel).toHaveAttribute("data-swipe", "embla"));
    await userEvent.click(next);
    await expect(canvas.getByRole("img", { name: "Yıldız Halı Saha - görsel 3" })).toBeVisible();
  },
};

export const Narrow: Story = { globals: { viewport: { value: "narrow", isRotated: false } } };

/** Every state, for visual regression; each carousel has its own name. */
export const Gallery: Story = {
  render: () => (
    <div className="grid gap-4 md:grid-cols-2">
      <ImageCarousel name="Yıldız Halı Saha" images={images} />
      <ImageCarousel name="Arena Spor" images={images} defaultIndex={2} />
      <ImageCarousel name="Tek Görselli Saha" images={images.slice(0, 1)} />
      <ImageCarousel name="Görselsiz Saha" images={[]} />
    </div>
  ),
};
