import type { Meta, StoryObj } from "@storybook/react-vite";
import { StepIndicator } from "./step-indicator";

const resetSteps = ["Telefon", "Kod", "Yeni Şifre", "Tamamlandı"];
const verifySteps = ["Telefon", "Kod", "Tamamlandı"];

const meta = {
  title: "Accounts/StepIndicator",
  component: StepIndicator,
  tags: ["autodocs"],
  args: { steps: resetSteps, current: 1, "aria-label": "Şifre sıfırlama adımları" },
  argTypes: {
    current: { control: { type: "number", min: 0, max: 3 } },
    steps: { control: "object" },
  },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof StepIndicator>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Forgot password, on the code step: 'Adım 2 / 4'. */
export const Default: Story = {};

export const FirstStep: Story = { args: { current: 0 } };

export const LastStep: Story = { args: { current: 3 } };

/** Phone verification has three steps. */
export const PhoneVerification: Story = {
  args: { steps: verifySteps, current: 1, "aria-label": "Telefon doğrulama adımları" },
};

/**
 * The forgot-password screen's real names in its card (28 rem): a long name wraps inside its
 * step instead of running into the next one.
 */
export const LongNamesInCard: Story = {
  args: { steps: ["Telefon", "Doğrulama Kodu", "Yeni Şifre", "Tamamlandı"], current: 1 },
};

/** On a phone the other steps show only their numbers. */
export const Narrow: Story = {
  args: { current: 2 },
  globals: { viewport: { value: "narrow", isRotated: false } },
};

/** Every step of both flows, for visual regression. */
export const Gallery: Story = {
  render: () => (
    <div className="flex flex-col gap-8">
      {resetSteps.map((step, index) => (
        <StepIndicator key={step} steps={resetSteps} current={index} aria-label={`Şifre sıfırlama, ${step}`} />
      ))}
      {verifySteps.map((step, index) => (
        <StepIndicator key={step} steps={verifySteps} current={index} aria-label={`Telefon doğrulama, ${step}`} />
      ))}
    </div>
  ),
};
