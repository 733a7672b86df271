import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { RetryPanel } from "./retry-panel";

const meta = {
  title: "Display/RetryPanel",
  component: RetryPanel,
  tags: ["autodocs"],
  args: { children: "Özet yüklenemedi. Bağlantınızı kontrol edip tekrar deneyin.", onRetry: fn() },
  argTypes: { children: { control: "text" }, retryLabel: { control: "text" } },
} satisfies Meta<typeof RetryPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The reason and 'Tekrar Dene'. */
export const WithRetry: Story = {};

/** Nothing to retry: the reason alone. */
export const WithoutRetry: Story = { args: { onRetry: undefined } };

export const Narrow: Story = { globals: { viewport: { value: "narrow", isRotated: false } } };
