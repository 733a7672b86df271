import type { Meta, StoryObj } from "@storybook/react-vite";
import { BellIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { fn } from "storybook/test";
import { IconButton } from "./icon-button";

const meta = {
  title: "Actions/IconButton",
  component: IconButton,
  tags: ["autodocs"],
  args: {
    "aria-label": "Düzenle",
    children: <PencilIcon />,
    variant: "ghost",
    size: "md",
    loading: false,
    disabled: false,
    onClick: fn(),
  },
  argTypes: {
    variant: { control: "inline-radio", options: ["primary", "secondary", "outline", "ghost", "danger", "link"] },
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
    loading: { control: "boolean" },
    disabled: { control: "boolean" },
    children: { control: false },
    asChild: { control: false },
  },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Danger: Story = { args: { variant: "danger", "aria-label": "Tesisi sil", children: <Trash2Icon /> } };

export const Outline: Story = { args: { variant: "outline", "aria-label": "Bildirimler", children: <BellIcon /> } };

export const Loading: Story = { args: { loading: true, variant: "outline" } };

export const Disabled: Story = { args: { disabled: true, variant: "outline" } };

export const Narrow: Story = {
  args: { variant: "outline" },
  globals: { viewport: { value: "narrow", isRotated: false } },
};

const variants = ["primary", "secondary", "outline", "ghost", "danger"] as const;
const sizes = ["sm", "md", "lg"] as const;

/** Every variant, size and state, for visual regression. */
export const Gallery: Story = {
  render: () => (
    <div className="flex flex-col gap-3">
      {variants.map((variant) => (
        <div key={variant} className="flex items-center gap-3">
          {sizes.map((size) => (
            <IconButton key={size} variant={variant} size={size} aria-label="Düzenle">
              <PencilIcon />
            </IconButton>
          ))}
          <IconButton variant={variant} loading aria-label="Siliniyor">
            <Trash2Icon />
          </IconButton>
          <IconButton variant={variant} disabled aria-label="Sil">
            <Trash2Icon />
          </IconButton>
        </div>
      ))}
    </div>
  ),
};
