import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button } from "../../actions/button";
import { ConfirmDialog } from "./confirm-dialog";

const meta = {
  title: "Overlays/ConfirmDialog",
  component: ConfirmDialog,
  tags: ["autodocs"],
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: "Onay",
    description: "Bu rezervasyonu iptal etmek istediğinize emin misiniz?",
    confirmLabel: "Evet",
    cancelLabel: "Hayır",
    tone: "danger",
    loading: false,
  },
  argTypes: {
    tone: { control: "inline-radio", options: ["danger", "primary"] },
    loading: { control: "boolean" },
    open: { control: "boolean" },
  },
  parameters: {
    // an open modal covers the docs page, so each story gets its own frame there
    docs: { story: { inline: false, iframeHeight: 360 } },
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Danger: Story = {};

export const Primary: Story = {
  args: {
    tone: "primary",
    title: "Rezervasyonu onayla",
    description: "Bu rezervasyon onaylansın mı? Müşteriye bildirim gönderilecek.",
    confirmLabel: "Onayla",
    cancelLabel: "Vazgeç",
  },
};

/** While the confirmed action runs. */
export const Loading: Story = { args: { loading: true } };

export const WithoutDescription: Story = {
  args: { description: undefined, title: "Silmek istediğinize emin misiniz?" },
};

/** A working example: the trigger opens it, 'Evet' closes it after the (fake) request. */
export const Interactive: Story = {
  args: { open: false },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <Button variant="danger" onClick={() => setOpen(true)}>
          Tesisi Sil
        </Button>
        <ConfirmDialog
          {...args}
          open={open}
          description="Bu tesis ve tüm fotoğrafları silinecek. Bu işlem geri alınamaz."
          onOpenChange={(next) => {
            setOpen(next);
            args.onOpenChange(next);
          }}
          onConfirm={() => {
            args.onConfirm();
            setOpen(false);
          }}
        />
      </>
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole("button", { name: "Tesisi Sil" }));
    await userEvent.click(await body.findByRole("button", { name: "Evet" }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(body.queryByRole("alertdialog")).not.toBeInTheDocument();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: "narrow", isRotated: false } },
};

/** Both tones and the loading state at once (non-modal so they share the screen), for visual regression. */
export const Gallery: Story = {
  globals: { viewport: { value: "desktop", isRotated: false } },
  render: (args) => (
    <>
      <ConfirmDialog {...args} modal={false} className="top-[18%]" />
      <ConfirmDialog
        {...args}
        modal={false}
        className="top-1/2"
        tone="primary"
        title="Rezervasyonu onayla"
        description="Bu rezervasyon onaylansın mı?"
        confirmLabel="Onayla"
        cancelLabel="Vazgeç"
      />
      <ConfirmDialog {...args} modal={false} className="top-[82%]" loading title="Siliniyor" />
    </>
  ),
};
