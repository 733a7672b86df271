import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { Button } from "../../actions/button";
import { toast } from "./index";
import { Toaster } from "./toaster";

/** Stories keep their toasts on screen (no timer) so screenshots are stable. */
const still = { duration: Number.POSITIVE_INFINITY } as const;

/** Waits until the toast with this text has slid in. */
async function expectToast(canvasElement: HTMLElement, text: string) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByText(text)).toBeVisible());
}

const meta = {
  title: "Overlays/Toaster",
  component: Toaster,
  tags: ["autodocs"],
  args: { position: "top-right", expand: false, closeButton: true, duration: 5000 },
  argTypes: {
    position: {
      control: "select",
      options: ["top-right", "top-center", "top-left", "bottom-right", "bottom-center", "bottom-left"],
    },
    expand: { control: "boolean" },
    closeButton: { control: "boolean" },
    duration: { control: { type: "number", step: 500 } },
  },
  parameters: {
    layout: "fullscreen",
    // toasts are global: each story gets its own frame on the docs page
    docs: { story: { inline: false, iframeHeight: 420 } },
  },
  // toasts live in sonner's module state; clear them when the story unmounts
  beforeEach: () => () => {
    toast.dismiss();
  },
  render: (args) => (
    <div className="flex min-h-96 flex-wrap content-start gap-2 p-4">
      <Toaster {...args} />
      <Button variant="outline" onClick={() => toast.success("Rezervasyon oluşturuldu")}>
        Başarı
      </Button>
      <Button variant="outline" onClick={() => toast.error("Bir hata oluştu")}>
        Hata
      </Button>
      <Button variant="outline" onClick={() => toast.warning("Telefon numaranızı doğrulayın")}>
        Uyarı
      </Button>
      <Button variant="outline" onClick={() => toast.info("Yeni bildiriminiz var")}>
        Bilgi
      </Button>
    </div>
  ),
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No toast raised yet: only the demo buttons show. */
export const Empty: Story = {};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    toast.success("Rezervasyon oluşturuldu", {
      id: "success",
      description: "Yıldız Halı Saha, 14 Haziran 20:00",
      ...still,
    });
    await expectToast(canvasElement, "Rezervasyon oluşturuldu");
  },
};

export const ErrorToast: Story = {
  name: "Error",
  play: async ({ canvasElement }) => {
    toast.error("Ödeme alınamadı", {
      id: "error",
      description: "Kart bilgilerinizi kontrol edin.",
      ...still,
    });
    await expectToast(canvasElement, "Ödeme alınamadı");
  },
};

export const Warning: Story = {
  play: async ({ canvasElement }) => {
    toast.warning("Telefon numaranızı doğrulayın", { id: "warning", ...still });
    await expectToast(canvasElement, "Telefon numaranızı doğrulayın");
  },
};

export const Info: Story = {
  play: async ({ canvasElement }) => {
    toast.info("Yeni bildiriminiz var", { id: "info", ...still });
    await expectToast(canvasElement, "Yeni bildiriminiz var");
  },
};

/** A toast that waits for a request (the spinner stops under reduced motion). */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    toast.loading("Rezervasyon kaydediliyor…", { id: "loading", ...still });
    await expectToast(canvasElement, "Rezervasyon kaydediliyor…");
  },
};

export const WithAction: Story = {
  play: async ({ canvasElement }) => {
    toast("Favorilerden çıkarıldı", {
      id: "action",
      action: { label: "Geri al", onClick: () => {} },
      ...still,
    });
    await expectToast(canvasElement, "Favorilerden çıkarıldı");
  },
};

/** On a phone the toasts span the width. */
export const Narrow: Story = {
  globals: { viewport: { value: "narrow", isRotated: false } },
  play: async ({ canvasElement }) => {
    toast.success("Profil güncellendi", { id: "narrow", description: "Bilgileriniz kaydedildi.", ...still });
    await expectToast(canvasElement, "Profil güncellendi");
  },
};

/** Every type at once, expanded, for visual regression. */
export const Gallery: Story = {
  args: { expand: true },
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
  render: (args) => (
    <div className="min-h-[40rem]">
      <Toaster {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    toast("Favorilerden çıkarıldı", {
      id: "g-default",
      action: { label: "Geri al", onClick: () => {} },
      ...still,
    });
    toast.loading("Kaydediliyor…", { id: "g-loading", ...still });
    toast.info("Yeni bildiriminiz var", { id: "g-info", ...still });
    toast.warning("Telefon numaranızı doğrulayın", { id: "g-warning", ...still });
    toast.error("Ödeme alınamadı", {
      id: "g-error",
      description: "Kart bilgilerinizi kontrol edin.",
      ...still,
    });
    toast.success("Rezervasyon oluşturuldu", { id: "g-success", description: "14 Haziran 20:00", ...still });
    await expectToast(canvasElement, "Rezervasyon oluşturuldu");
  },
};
