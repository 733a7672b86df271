import type { Meta, StoryObj } from "@storybook/react-vite";
import { BellIcon } from "lucide-react";
import { Button } from "../../actions/button";
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from "./popover";

const notifications = [
  { id: 1, title: "Rezervasyonunuz onaylandı", body: "Yıldız Halı Saha, 14 Haziran 20:00" },
  { id: 2, title: "Ödeme alındı", body: "450 ₺ kapora ödemeniz alındı." },
];

const meta = {
  title: "Overlays/Popover",
  component: Popover,
  tags: ["autodocs"],
  args: { defaultOpen: true, modal: false },
  argTypes: {
    defaultOpen: { control: "boolean" },
    modal: { control: "boolean" },
  },
  parameters: {
    // an open popover floats over the docs page, so each story gets its own frame there
    docs: { story: { inline: false, iframeHeight: 360 } },
  },
  render: (args) => (
    <div className="flex min-h-72 justify-center">
      <Popover {...args}>
        <PopoverTrigger asChild>
          <Button variant="outline">
            <BellIcon aria-hidden="true" />
            Bildirimler
          </Button>
        </PopoverTrigger>
        <PopoverContent aria-label="Bildirim listesi" className="flex flex-col gap-3">
          <ul className="flex flex-col gap-2">
            {notifications.map((n) => (
              <li key={n.id} className="rounded-control bg-neutral-50 p-2">
                <p className="text-sm font-medium">{n.title}</p>
                <p className="text-sm text-muted">{n.body}</p>
              </li>
            ))}
          </ul>
          <PopoverClose asChild>
            <Button variant="ghost" size="sm" className="self-end">
              Kapat
            </Button>
          </PopoverClose>
        </PopoverContent>
      </Popover>
    </div>
  ),
} satisfies Meta<typeof Popover>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const Closed: Story = { args: { defaultOpen: false } };

export const Empty: Story = {
  render: (args) => (
    <div className="flex min-h-48 justify-center">
      <Popover {...args}>
        <PopoverTrigger asChild>
          <Button variant="outline">Bildirimler</Button>
        </PopoverTrigger>
        <PopoverContent aria-label="Bildirim listesi" className="flex flex-col items-center gap-3">
          <p className="text-sm text-muted">Bildirim yok</p>
          <PopoverClose asChild>
            <Button variant="ghost" size="sm">
              Kapat
            </Button>
          </PopoverClose>
        </PopoverContent>
      </Popover>
    </div>
  ),
};

export const Narrow: Story = {
  globals: { viewport: { value: "narrow", isRotated: false } },
};

const sides = [
  { side: "bottom", label: "Altta" },
  { side: "top", label: "Üstte" },
  { side: "right", label: "Sağda" },
  { side: "left", label: "Solda" },
] as const;

/** Panels on each side of their triggers, for visual regression. */
export const Gallery: Story = {
  render: () => (
    <div className="grid min-h-[30rem] grid-cols-2 place-items-center gap-8">
      {sides.map(({ side, label }) => (
        <Popover key={side} defaultOpen>
          <PopoverTrigger asChild>
            <Button variant="outline">{label}</Button>
          </PopoverTrigger>
          <PopoverContent
            side={side}
            aria-label={`${label} paneli`}
            className="w-40 text-sm"
            // focus stays put, so opening one panel does not close the others
            onOpenAutoFocus={(event) => event.preventDefault()}
          >
            Kısa bir açıklama.
          </PopoverContent>
        </Popover>
      ))}
    </div>
  ),
};
