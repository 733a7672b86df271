import type { Meta, StoryObj } from "@storybook/react-vite";
import { ClockIcon } from "lucide-react";
import { Badge } from "./badge";

const tones = ["neutral", "success", "warning", "danger", "info", "primary"] as const;

const meta = {
  title: "Display/Badge",
  component: Badge,
  tags: ["autodocs"],
  args: { children: "Aktif", tone: "success", size: "md", dot: false },
  argTypes: {
    tone: { control: "inline-radio", options: tones },
    size: { control: "inline-radio", options: ["sm", "md"] },
    dot: { control: "boolean" },
    children: { control: "text" },
    asChild: { control: false },
  },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Neutral: Story = { args: { tone: "neutral", children: "Pasif" } };

export const Warning: Story = { args: { tone: "warning", children: "Beklemede", dot: true } };

export const Danger: Story = { args: { tone: "danger", children: "İptal Edildi" } };

export const Info: Story = { args: { tone: "info", children: "Tamamlandı" } };

export const Primary: Story = {
  args: {
    tone: "primary",
    children: (
      <>
        <ClockIcon aria-hidden="true" />
        24 saat açık
      </>
    ),
  },
};

export const Small: Story = { args: { size: "sm", children: "Onaylandı" } };

export const Narrow: Story = {
  args: { children: "Onaylandı", dot: true },
  globals: { viewport: { value: "narrow", isRotated: false } },
};

const labels: Record<(typeof tones)[number], string> = {
  neutral: "Pasif",
  success: "Onaylandı",
  warning: "Beklemede",
  danger: "İptal Edildi",
  info: "Tamamlandı",
  primary: "Öne Çıkan",
};

/** Every tone in both sizes, with and without the dot, for visual regression. */
export const Gallery: Story = {
  render: () => (
    <div className="flex flex-col gap-3">
      {(["md", "sm"] as const).map((size) =>
        [false, true].map((dot) => (
          <div key={`${size}-${dot}`} className="flex flex-wrap items-center gap-2">
            {tones.map((tone) => (
              <Badge key={tone} tone={tone} size={size} dot={dot}>
                {labels[tone]}
              </Badge>
            ))}
          </div>
        )),
      )}
    </div>
  ),
};
