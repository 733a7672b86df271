import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expectNoAxeViolations } from "../../test/axe";
import { toast } from "./index";
import { Toaster } from "./toaster";

// sonner captures the pointer on pointerdown; jsdom has no setPointerCapture
beforeAll(() => {
  Element.prototype.setPointerCapture ??= () => {};
});

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  vi.useRealTimers();
});

describe("Toaster", () => {
  describe("given no toast was raised", () => {
    it("renders a named, polite live region", () => {
      render(<Toaster />);
      const region = screen.getByRole("region", { name: "Bildirim mesajları (Alt+T)" });
      expect(region).toHaveAttribute("aria-live", "polite");
    });
  });

  describe("after a success toast is raised", () => {
    it("shows its title and description", async () => {
      const { container } = render(<Toaster />);
      act(() => {
        toast.success("Rezervasyon oluşturuldu", { description: "Yıldız Halı Saha, 20:00" });
      });
      expect(await screen.findByText("Rezervasyon oluşturuldu")).toBeInTheDocument();
      expect(screen.getByText("Yıldız Halı Saha, 20:00")).toBeInTheDocument();
      await expectNoAxeViolations(container);
    });

    it("closes with its Turkish close button", async () => {
      render(<Toaster />);
      act(() => {
        toast.success("Profil güncellendi");
      });
      await userEvent.click(await screen.findByRole("button", { name: "Bildirimi kapat" }));
      await waitFor(() => expect(screen.queryByText("Profil güncellendi")).not.toBeInTheDocument());
    });
  });

  describe("after an error toast has been shown for 5000 ms", () => {
    it("closes on its own", async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      render(<Toaster />);
      act(() => {
        toast.error("Bir hata oluştu");
      });
      expect(await screen.findByText("Bir hata oluştu")).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(4000);
      });
      expect(screen.getByText("Bir hata oluştu")).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(1500);
      });
      await waitFor(() => expect(screen.queryByText("Bir hata oluştu")).not.toBeInTheDocument());
    });
  });

  describe("given a toast with an action", () => {
    it("calls the action and closes", async () => {
      const onUndo = vi.fn();
      render(<Toaster />);
      act(() => {
        toast("Favorilerden çıkarıldı", { action: { label: "Geri al", onClick: onUndo } });
      });
      await userEvent.click(await screen.findByRole("button", { name: "Geri al" }));
      expect(onUndo).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(screen.queryByText("Favorilerden çıkarıldı")).not.toBeInTheDocument());
    });
  });
});
