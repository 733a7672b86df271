import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { fn } from "storybook/test";
import { ManualReservationDialog } from "./manual-reservation-dialog";

const slot = {
  facilityName: "Yıldız Halı Saha",
  date: "2026-03-06",
  startTime: "20:00",
  endTime: "21:00",
  price: 1250,
  depositAmount: 300,
};

const meta = {
  title: "Owner/ManualReservationDialog",
  component: ManualReservationDialog,
  tags: ["autodocs"],
  args: { open: true, slot, onOpenChange: fn(), onSubmit: fn(), submitting: false },
  argTypes: { submitting: { control: "boolean" }, error: { control: "text" } },
} satisfies Meta<typeof ManualReservationDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opened on a free hour: price and deposit of that hour, notes prefilled. */
export const Empty: Story = {};

/** Saved without name or phone: the required text. */
export const Missing: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    // The dialog turns pointer events back on for its content one effect after it mounts.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await body.findByRole("button", { name: "Rezervasyon Oluştur" }));
    await expect(body.getByRole("alert")).toHaveTextContent("İsim ve telefon bilgileri zorunludur!");
  },
};

export const Submitting: Story = { args: { submitting: true } };

/** The server refused: its message and field texts. */
export const ServerError: Story = {
  args: {
    error: "Seçilen saat dilimi artık müsait değil. Lütfen başka bir saat seçin.",
    fieldErrors: { contactPhone: "Geçerli bir telefon numarası giriniz" },
  },
};

export const Narrow: Story = { globals: { viewport: { value: "narrow", isRotated: false } } };
