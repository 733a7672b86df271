import type { Meta, StoryObj } from "@storybook/react-vite";
import { RotateCwIcon } from "lucide-react";
import { Button } from "../../actions/button";
import { Countdown } from "./countdown";

/**
 * The stories show the presentational Countdown with a fixed `remaining`, so the screenshots do
 * not depend on the clock; a screen drives it with `useCountdown(300)`.
 */
const meta = {
  title: "Accounts/Countdown",
  component: Countdown,
  tags: ["autodocs"],
  args: { remaining: 300, label: "Kalan süre", expiredMessage: "Kodun süresi doldu" },
  argTypes: {
    remaining: { control: { type: "number", min: 0, max: 600 } },
    label: { control: "text" },
    expiredMessage: { control: "text" },
  },
} satisfies Meta<typeof Countdown>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A fresh code: 300 seconds read '05:00'. */
export const Running: Story = {};

export const AlmostOver: Story = { args: { remaining: 42 } };

/** At 0 the status message appears (and is announced). */
export const Expired: Story = { args: { remaining: 0 } };

/** The code step's row: the time left beside 'Kodu Tekrar Gönder', disabled until 0. */
export const WithResend: Story = {
  render: (args) => (
    <div className="flex max-w-md flex-wrap items-center justify-between gap-3">
      <Countdown {...args} />
      <Button variant="link" disabled={args.remaining > 0}>
        <RotateCwIcon aria-hidden="true" />
        Kodu Tekrar Gönder
      </Button>
    </div>
  ),
  args: { remaining: 187 },
};

export const Narrow: Story = {
  args: { remaining: 0 },
  globals: { viewport: { value: "narrow", isRotated: false } },
};

/** Every state, for visual regression. */
export const Gallery: Story = {
  render: () => (
    <div className="flex flex-col items-start gap-4">
      <Countdown remaining={300} />
      <Countdown remaining={59} />
      <Countdown remaining={3600} label="Yeni kod için" />
      <Countdown remaining={0} />
      <div className="flex w-full max-w-md flex-wrap items-center justify-between gap-3">
        <Countdown remaining={0} expiredMessage="Yeni bir kod isteyin" />
        <Button variant="link">
          <RotateCwIcon aria-hidden="true" />
          Kodu Tekrar Gönder
        </Button>
      </div>
    </div>
  ),
};
