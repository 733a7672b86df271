import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button } from "../../actions/button";
import { UiLink } from "../../lib/link";
import { PaymentForm } from "./payment-form";

/** A fixed clock, so '12/28' stays a valid expiry in the stories. */
const now = new Date("2026-11-18T12:00:00Z");

const summary = [
  { label: "Tesis", value: "Yıldız Halı Saha" },
  { label: "Tarih", value: "22 Kasım 2026 Pazar" },
  { label: "Saat", value: "20:00 - 21:00" },
  { label: "Rezervasyon No", value: "HS-20261122-0042" },
];

/** Where the app mounts the provider's card element; a stand-in for the catalogue only. */
function CardElementStandIn() {
  return (
    <input
      aria-label="Kart bilgileri (sağlayıcının alanı)"
      placeholder="Kart numarası    AA/YY    CVC"
      className="w-full bg-transparent text-sm outline-none placeholder:text-neutral-500"
    />
  );
}

const meta = {
  title: "Booking/PaymentForm",
  component: PaymentForm,
  tags: ["autodocs"],
  args: {
    amount: 300,
    summary,
    mode: "test",
    status: "ready",
    now,
    headingLevel: 2,
    onSubmit: fn(),
  },
  argTypes: {
    amount: { control: "number" },
    mode: { control: "inline-radio", options: ["stripe", "test"] },
    status: { control: "inline-radio", options: ["loading", "ready", "submitting", "succeeded"] },
    error: { control: "text" },
    cardReady: { control: "boolean" },
    title: { control: "text" },
    headingLevel: { control: "inline-radio", options: [1, 2] },
    summary: { control: "object" },
    now: { control: false },
    children: { control: false },
    successActions: { control: false },
  },
  // `parameters.frame`: the width the form gets in the story
  decorators: [
    (Story, { parameters }) => (
      <div className={(parameters.frame as string | undefined) ?? "mx-auto max-w-lg"}>{Story()}</div>
    ),
  ],
} satisfies Meta<typeof PaymentForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Test mode, empty: 'Öde' waits for a valid card. */
export const TestMode: Story = {};

/** The success card typed in: grouped by four, 'Öde 300 ₺' enabled. */
export const TestModeFilled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: /Kart Numarası/ }), "4242424242424242");
    await userEvent.type(canvas.getByRole("textbox", { name: /Son Kullanma Tarihi/ }), "1228");
    await userEvent.type(canvas.getByRole("textbox", { name: /CVC/ }), "123");
    await userEvent.type(canvas.getByRole("textbox", { name: "Kart Üzerindeki İsim" }), "Ahmet Yılmaz");
    await expect(canvas.getByRole("button", { name: "Öde 300 ₺" })).toBeEnabled();
  },
};

/** Wrong values, fields left: the Turkish messages. */
export const TestModeInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: /Kart Numarası/ }), "4242424242424241");
    await userEvent.type(canvas.getByRole("textbox", { name: /Son Kullanma Tarihi/ }), "1025");
    await userEvent.type(canvas.getByRole("textbox", { name: /CVC/ }), "12");
    await userEvent.tab();
    await expect(canvas.getByText("Geçerli bir CVC giriniz")).toBeVisible();
  },
};

export const Submitting: Story = { args: { status: "submitting" } };

/** The declined test card: the provider's message. */
export const Declined: Story = { args: { error: "Kartınız reddedildi. Lütfen başka bir kart deneyin." } };

export const Succeeded: Story = {
  args: {
    status: "succeeded",
    successDescription: "Rezervasyonlarınıza yönlendiriliyorsunuz...",
    successActions: (
      <Button asChild>
        <UiLink href="#/reservations">Rezervasyonlarım</UiLink>
      </Button>
    ),
  },
};

export const Loading: Story = { args: { status: "loading" } };

/** The provider's card element goes in `children` (a stand-in here). */
export const ProviderCardElement: Story = {
  args: { mode: "stripe", amount: 1250, children: <CardElementStandIn /> },
};

/** The card fields stay two columns for expiry and CVC on a phone. */
export const Narrow: Story = {
  args: { error: "Kartınız reddedildi. Lütfen başka bir kart deneyin." },
  globals: { viewport: { value: "narrow", isRotated: false } },
};

/** Every state, for visual regression; each form has its own title. */
export const Gallery: Story = {
  parameters: { frame: "max-w-5xl" },
  render: () => (
    <div className="grid items-start gap-4 md:grid-cols-2">
      <PaymentForm title="Ödeme (test modu)" mode="test" amount={300} summary={summary} now={now} onSubmit={() => {}} />
      <PaymentForm
        title="Ödeme (kart alanı)"
        mode="stripe"
        amount={1250}
        summary={summary.slice(0, 3)}
        onSubmit={() => {}}
        error="Ödeme işlemi başarısız"
      >
        <CardElementStandIn />
      </PaymentForm>
      <PaymentForm title="Ödeme (işleniyor)" mode="test" amount={300} now={now} status="submitting" onSubmit={() => {}} />
      <PaymentForm title="Ödeme (yükleniyor)" amount={0} status="loading" onSubmit={() => {}} />
      <PaymentForm title="Ödeme (tamamlandı)" amount={300} status="succeeded" onSubmit={() => {}} />
    </div>
  ),
};
