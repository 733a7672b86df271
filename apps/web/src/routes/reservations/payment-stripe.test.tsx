/**
 * The payment page on Stripe. Stripe.js comes from js.stripe.com, which tests cannot reach: the
 * two Stripe packages are replaced at their module boundary (Elements renders its children,
 * PaymentElement is a stand-in that reports a complete card, confirmPayment is a spy), and the
 * app's own code (the lazy chunk, the page, the data layer, the fake API) runs for real.
 */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { ok, type FakeApi } from "../../test/fake-api";
import { renderApp, setUpApi, signInAs, tearDownApp, testUser } from "../../test/render-app";
import { reservation } from "../../test/reservation-fixtures";

const stripe = vi.hoisted(() => ({
  confirmPayment: vi.fn(),
  loadStripe: vi.fn(),
  elements: { id: "elements" },
  options: [] as unknown[],
}));

vi.mock("@stripe/stripe-js/pure", () => ({ loadStripe: stripe.loadStripe }));
vi.mock("@stripe/react-stripe-js", () => ({
  Elements: ({ children, options }: { children: ReactNode; options: unknown }) => {
    stripe.options.push(options);
    return <>{children}</>;
  },
  PaymentElement: ({ onChange }: { onChange: (event: { complete: boolean }) => void }) => (
    <label>
      <input type="checkbox" onChange={(event) => onChange({ complete: event.target.checked })} />
      Kart bilgileri (Stripe)
    </label>
  ),
  useStripe: () => ({ confirmPayment: stripe.confirmPayment }),
  useElements: () => stripe.elements,
}));

let api: FakeApi;
const user = { ...testUser, isPhoneVerified: true };
const payable = reservation(4, 19, { id: 2, reservationNumber: "HS-PAY002", status: "confirmed" });
const intent = {
  clientSecret: "pi_live_2_secret_x",
  paymentIntentId: "pi_live_2",
  reservationId: 2,
  amount: 200,
  currency: "try",
  mode: "stripe",
};

beforeEach(() => {
  api = setUpApi();
  api.on(
    "GET",
    "/config",
    ok({ googleClientId: null, payments: { mode: "stripe", publishableKey: "pk_test_halisaha" } }),
  );
  signInAs(api, user);
  api.on("GET", "/reservations/2", ok(payable));
  api.on("POST", "/stripe/create-payment-intent", ok(intent));
  stripe.loadStripe.mockResolvedValue({ id: "stripe" });
  stripe.confirmPayment.mockReset();
  stripe.options.length = 0;
});
afterEach(() => tearDownApp());

const payButton = () => screen.getByRole("button", { name: /^Öde/ });

async function completeCard() {
  await userEvent.click(await screen.findByRole("checkbox", { name: "Kart bilgileri (Stripe)" }));
  await waitFor(() => expect(payButton()).toBeEnabled());
}

describe("/payment/:reservationId on Stripe", () => {
  it("loads Stripe.js with the publishable key and hands Elements the client secret", async () => {
    const { container } = await renderApp("/payment/2");
    expect(await screen.findByRole("checkbox", { name: "Kart bilgileri (Stripe)" })).toBeInTheDocument();
    expect(stripe.loadStripe).toHaveBeenCalledWith("pk_test_halisaha");
    expect(stripe.options.at(-1)).toEqual({ clientSecret: "pi_live_2_secret_x", locale: "tr" });
    expect(screen.queryByText("Test modu")).toBeNull();
    expect(screen.queryByLabelText(/^Kart Numarası/)).toBeNull();
    expect(payButton()).toBeDisabled();
    await expectNoAxeViolations(container);
  });

  it("confirms the card with Stripe and goes to /reservations with the success message", async () => {
    stripe.confirmPayment.mockResolvedValue({ paymentIntent: { status: "succeeded" } });
    const { router } = await renderApp("/payment/2");
    await completeCard();
    await userEvent.click(payButton());
    expect(await screen.findByRole("heading", { name: "Ödeme başarıyla tamamlandı!" })).toBeInTheDocument();
    expect(stripe.confirmPayment).toHaveBeenCalledWith({
      elements: stripe.elements,
      redirect: "if_required",
      confirmParams: { return_url: `${window.location.origin}/payment/2` },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/user/reservations"), { timeout: 4000 });
  });

  it("shows success in the losing tab of a double submit (Stripe: the intent already succeeded)", async () => {
    stripe.confirmPayment.mockResolvedValue({
      error: {
        type: "invalid_request_error",
        code: "payment_intent_unexpected_state",
        message:
          "You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.",
        payment_intent: { id: "pi_live_2", status: "succeeded" },
      },
    });
    const { router } = await renderApp("/payment/2");
    await completeCard();
    await userEvent.click(payButton());
    expect(await screen.findByRole("heading", { name: "Ödeme başarıyla tamamlandı!" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe("/user/reservations"), { timeout: 4000 });
  });

  it("shows Stripe's message when the card is refused, else 'Ödeme işlemi başarısız'", async () => {
    stripe.confirmPayment.mockResolvedValueOnce({ error: { message: "Kartınız reddedildi." } });
    stripe.confirmPayment.mockResolvedValueOnce({ error: {} });
    await renderApp("/payment/2");
    await completeCard();
    await userEvent.click(payButton());
    expect(await screen.findByRole("alert")).toHaveTextContent("Kartınız reddedildi.");
    await userEvent.click(payButton());
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Ödeme işlemi başarısız"));
  });

  it("says 'Ödeme işlemi sırasında bir hata oluştu' when Stripe cannot be reached while paying", async () => {
    stripe.confirmPayment.mockRejectedValue(new Error("network"));
    await renderApp("/payment/2");
    await completeCard();
    await userEvent.click(payButton());
    expect(await screen.findByRole("alert")).toHaveTextContent("Ödeme işlemi sırasında bir hata oluştu");
  });

  it("says 'Ödeme işlemi başlatılamadı' when Stripe.js cannot be downloaded", async () => {
    api.on(
      "GET",
      "/config",
      ok({ googleClientId: null, payments: { mode: "stripe", publishableKey: "pk_test_offline" } }),
    );
    stripe.loadStripe.mockRejectedValue(new Error("Failed to load Stripe.js"));
    await renderApp("/payment/2");
    expect(await screen.findByRole("alert")).toHaveTextContent("Ödeme işlemi başlatılamadı");
  });

  it("says 'Ödeme işlemi başlatılamadı' when no publishable key is configured", async () => {
    api.on(
      "GET",
      "/config",
      ok({ googleClientId: null, payments: { mode: "stripe", publishableKey: null } }),
    );
    await renderApp("/payment/2");
    expect(await screen.findByRole("heading", { name: "Ödeme işlemi başlatılamadı" })).toBeInTheDocument();
  });

  it("shows the success state when Stripe sends the user back after 3-D Secure", async () => {
    const { router } = await renderApp("/payment/2?payment_intent=pi_live_2&redirect_status=succeeded");
    expect(await screen.findByRole("heading", { name: "Ödeme başarıyla tamamlandı!" })).toBeInTheDocument();
    expect(api.calls("POST", "/stripe/create-payment-intent")).toHaveLength(0);
    await waitFor(() => expect(router.state.location.pathname).toBe("/user/reservations"), { timeout: 4000 });
  });
});
