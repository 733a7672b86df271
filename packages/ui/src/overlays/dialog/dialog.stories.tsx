import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Button } from "../../actions/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "./dialog";

const fieldClass =
  "h-10 w-full rounded-control border border-neutral-300 bg-surface px-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring";

function SubscriberForm() {
  return (
    <form className="flex flex-col gap-3" onSubmit={(event) => event.preventDefault()}>
      <label className="flex flex-col gap-1 text-sm font-medium">
        Ad Soyad
        <input className={fieldClass} name="name" defaultValue="Mehmet Kaya" />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        Telefon
        <input className={fieldClass} name="phone" inputMode="tel" defaultValue="5321234567" />
      </label>
    </form>
  );
}

const meta = {
  title: "Overlays/Dialog",
  component: Dialog,
  tags: ["autodocs"],
  args: { defaultOpen: true },
  argTypes: {
    defaultOpen: { control: "boolean" },
    modal: { control: "boolean" },
  },
  parameters: {
    // an open modal covers the docs page, so each story gets its own frame there
    docs: { story: { inline: false, iframeHeight: 520 } },
  },
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button>Abone Ekle</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Yeni Abone</DialogTitle>
          <DialogDescription>Her hafta aynı gün ve saatte gelen müşteriyi ekleyin.</DialogDescription>
        </DialogHeader>
        <SubscriberForm />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Vazgeç</Button>
          </DialogClose>
          <Button>Kaydet</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

/** Only the trigger; the play function opens the dialog with a click, as a user would. */
export const OpenedByTrigger: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Abone Ekle" }));
    // the dialog renders in a portal outside the story root
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole("dialog", { name: "Yeni Abone" })).toBeVisible();
  },
};

export const Closed: Story = { args: { defaultOpen: false } };

/** While saving: the buttons are disabled and the main one shows a spinner. */
export const Saving: Story = {
  render: (args) => (
    <Dialog {...args}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Yeni Abone</DialogTitle>
          <DialogDescription>Her hafta aynı gün ve saatte gelen müşteriyi ekleyin.</DialogDescription>
        </DialogHeader>
        <SubscriberForm />
        <DialogFooter>
          <Button variant="outline" disabled>
            Vazgeç
          </Button>
          <Button loading>Kaydediliyor</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
};

/** A dialog without the ✕ button (the footer offers the only way out besides Escape). */
export const WithoutCloseButton: Story = {
  render: (args) => (
    <Dialog {...args}>
      <DialogContent showCloseButton={false}>
        <DialogHeader>
          <DialogTitle>Ödeme alındı</DialogTitle>
          <DialogDescription>450 ₺ kapora ödemeniz başarıyla alındı.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button>Tamam</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
};

/** Content taller than the screen scrolls inside the dialog. */
export const LongContent: Story = {
  render: (args) => (
    <Dialog {...args}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Kullanım Koşulları</DialogTitle>
          <DialogDescription>Lütfen rezervasyondan önce okuyun.</DialogDescription>
        </DialogHeader>
        {Array.from({ length: 12 }, (_, index) => (
          <p key={index} className="text-sm">
            {index + 1}. Rezervasyon saatinden en az 24 saat önce yapılan iptallerde kapora iade edilir. Tesis
            kurallarına uyulması zorunludur.
          </p>
        ))}
        <DialogFooter>
          <DialogClose asChild>
            <Button>Okudum</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
};

export const Narrow: Story = {
  globals: { viewport: { value: "narrow", isRotated: false } },
};

/** Both sizes at once (non-modal so they can share the screen), for visual regression. */
export const Gallery: Story = {
  render: () => (
    <>
      <Dialog defaultOpen modal={false}>
        <DialogContent className="top-[30%]" onOpenAutoFocus={(event) => event.preventDefault()}>
          <DialogHeader>
            <DialogTitle>Varsayılan boyut (500 px)</DialogTitle>
            <DialogDescription>Formlar ve ayrıntılar için.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline">Vazgeç</Button>
            <Button>Kaydet</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <Dialog defaultOpen modal={false}>
        <DialogContent
          size="confirm"
          className="top-[72%]"
          showCloseButton={false}
          onOpenAutoFocus={(event) => event.preventDefault()}
        >
          <DialogHeader>
            <DialogTitle>Onay boyutu (400 px)</DialogTitle>
            <DialogDescription>Kısa onay soruları için.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline">Hayır</Button>
            <Button variant="danger">Evet</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  ),
};
