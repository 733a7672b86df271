import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { RadioCard, RadioCardGroup, RadioCardMark, type RadioCardGroupProps } from "./radio-cards";

const sizes = [
  { value: "5", label: "5 vs 5", description: "10 oyuncu, küçük saha" },
  { value: "7", label: "7 vs 7", description: "14 oyuncu, orta saha" },
  { value: "11", label: "11 vs 11", description: "22 oyuncu, büyük saha (dolu)", disabled: true },
];

/** The group keeps no choice of its own; this wrapper plays the app's part. */
function Sizes(props: Omit<RadioCardGroupProps, "label"> & { label?: RadioCardGroupProps["label"] }) {
  const [value, setValue] = useState(props.value ?? "");
  return (
    <RadioCardGroup
      label="Saha boyutu"
      groupClassName="grid gap-3 sm:grid-cols-3"
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange?.(next);
      }}
    >
      {sizes.map((size) => (
        <RadioCard
          key={size.value}
          value={size.value}
          disabled={size.disabled}
          aria-labelledby={`size-${size.value}-label`}
          aria-describedby={`size-${size.value}-description`}
          className="group flex items-start gap-3 rounded-card border border-neutral-300 bg-surface p-4 text-left data-[state=checked]:border-primary data-[state=checked]:bg-primary-soft disabled:cursor-not-allowed disabled:opacity-60"
        >
          <span className="flex min-w-0 flex-1 flex-col gap-0.5">
            <span id={`size-${size.value}-label`} className="text-sm font-semibold">
              {size.label}
            </span>
            <span id={`size-${size.value}-description`} className="text-sm text-muted">
              {size.description}
            </span>
          </span>
          <RadioCardMark />
        </RadioCard>
      ))}
    </RadioCardGroup>
  );
}

const meta = {
  title: "Forms/RadioCards",
  component: RadioCardGroup,
  tags: ["autodocs"],
  args: { label: "Saha boyutu", value: "", required: false, disabled: false, onValueChange: fn() },
  argTypes: {
    value: { control: "text" },
    error: { control: "text" },
    hint: { control: "text" },
    required: { control: "boolean" },
    disabled: { control: "boolean" },
  },
  render: (args) => <Sizes {...args} />,
} satisfies Meta<typeof RadioCardGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet; the third card is disabled. */
export const Empty: Story = {};

export const Filled: Story = { args: { value: "7" } };

export const WithError: Story = { args: { required: true, error: "Lütfen bir saha boyutu seçin" } };

export const Disabled: Story = { args: { value: "5", disabled: true } };

/** `fallback` takes the cards' place while they load; the label stays. */
export const Loading: Story = {
  args: { fallback: <p className="text-sm text-muted">Boyutlar yükleniyor…</p> },
};

export const Narrow: Story = {
  args: { value: "5", hint: "Boyut, maç başına ücreti değiştirmez." },
  globals: { viewport: { value: "narrow", isRotated: false } },
};
