import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { samplePhotos } from "../../facilities/facility-card/fixtures";
import { ImageUploader, type ImageUploaderItem } from "./image-uploader";

const three: ImageUploaderItem[] = samplePhotos.map((url, index) => ({
  id: String(index + 1),
  url,
  isMain: index === 0,
  pending: index === 2,
}));
const five: ImageUploaderItem[] = [
  ...three,
  ...samplePhotos.slice(0, 2).map((url, i) => ({ id: `n${i}`, url, isMain: false })),
];

const meta = {
  title: "Owner/ImageUploader",
  component: ImageUploader,
  tags: ["autodocs"],
  args: { images: three, onAdd: fn(), onRemove: fn(), onMakeMain: fn(), disabled: false },
} satisfies Meta<typeof ImageUploader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { images: [] } };
export const Filled: Story = {};
export const Full: Story = { args: { images: five } };
export const Uploading: Story = { args: { progress: 42, disabled: true } };
export const Removing: Story = { args: { removingId: "2" } };
export const Error: Story = { args: { error: "Resim silinirken bir hata oluştu" } };
export const Disabled: Story = { args: { disabled: true } };
export const Interactive: Story = {
  render: function Render(args) {
    const [images, setImages] = useState<ImageUploaderItem[]>(three);
    return (
      <ImageUploader
        {...args}
        images={images}
        onRemove={(id) => setImages((list) => list.filter((image) => image.id !== id))}
        onMakeMain={(id) => setImages((list) => list.map((image) => ({ ...image, isMain: image.id === id })))}
      />
    );
  },
};
export const Narrow: Story = { globals: { viewport: { value: "narrow", isRotated: false } } };
