import { act, render, renderHook, screen } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { Countdown, formatCountdown } from "./countdown";
import { useCountdown } from "./use-countdown";

describe("formatCountdown", () => {
  describe("given whole seconds", () => {
    it.each([
      [300, "05:00"],
      [299, "04:59"],
      [59, "00:59"],
      [0, "00:00"],
      [3600, "60:00"],
    ])("%i reads %s", (seconds, text) => {
      expect(formatCountdown(seconds)).toBe(text);
    });
  });

  describe("given a fraction", () => {
    it("rounds up, so 00:00 means the time is over", () => {
      expect(formatCountdown(0.2)).toBe("00:01");
      expect(formatCountdown(59.5)).toBe("01:00");
    });
  });

  describe("given a negative number or NaN", () => {
    it("reads 00:00", () => {
      expect(formatCountdown(-5)).toBe("00:00");
      expect(formatCountdown(Number.NaN)).toBe("00:00");
    });
  });
});

describe("Countdown", () => {
  describe("given time left", () => {
    it("shows the label and MM:SS in a timer that is not announced every second", async () => {
      const { container } = render(<Countdown remaining={299} />);
      const timer = screen.getByRole("timer");
      expect(timer).toHaveTextContent("Kalan süre04:59");
      expect(timer).toHaveAttribute("aria-live", "off");
      expect(screen.getByText("04:59")).toHaveAttribute("datetime", "PT4M59S");
      expect(screen.getByRole("status")).toBeEmptyDOMElement();
      await expectNoAxeViolations(container);
    });

    it("uses a custom label", () => {
      render(<Countdown remaining={90} label="Yeni kod için" />);
      expect(screen.getByRole("timer")).toHaveTextContent("Yeni kod için01:30");
    });
  });

  describe("given 0", () => {
    it("shows 00:00 and says the code expired in the status message", async () => {
      const { container } = render(<Countdown remaining={0} />);
      expect(screen.getByRole("timer")).toHaveTextContent("00:00");
      expect(screen.getByRole("status")).toHaveTextContent("Kodun süresi doldu");
      await expectNoAxeViolations(container);
    });
  });

  describe("after reaching 0", () => {
    it("fills the status region that was already there", () => {
      const { rerender } = render(<Countdown remaining={1} />);
      const status = screen.getByRole("status");
      rerender(<Countdown remaining={0} />);
      expect(screen.getByRole("status")).toBe(status);
      expect(status).toHaveTextContent("Kodun süresi doldu");
    });
  });
});

describe("useCountdown", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-03-02T10:00:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe("given 300 seconds", () => {
    it("starts at 300 and counts down one second a second", () => {
      const { result } = renderHook(() => useCountdown(300));
      expect(result.current.remaining).toBe(300);
      expect(result.current.isDone).toBe(false);
      act(() => vi.advanceTimersByTime(1000));
      expect(result.current.remaining).toBe(299);
      act(() => vi.advanceTimersByTime(59_000));
      expect(result.current.remaining).toBe(240);
    });

    describe("after the clock jumps ahead without the timers running (a sleeping tab)", () => {
      it("reads the time left from the clock on the next tick", () => {
        const { result } = renderHook(() => useCountdown(300));
        vi.setSystemTime(Date.now() + 100_000);
        act(() => vi.advanceTimersByTime(1000));
        expect(result.current.remaining).toBe(199);
      });
    });

    describe("after 300 seconds", () => {
      it("is done at 0, calls onDone once and stops ticking", () => {
        const onDone = vi.fn();
        const { result } = renderHook(() => useCountdown(300, { onDone }));
        act(() => vi.advanceTimersByTime(299_000));
        expect(result.current.remaining).toBe(1);
        expect(onDone).not.toHaveBeenCalled();
        act(() => vi.advanceTimersByTime(1000));
        expect(result.current.remaining).toBe(0);
        expect(result.current.isDone).toBe(true);
        expect(onDone).toHaveBeenCalledTimes(1);
        act(() => vi.advanceTimersByTime(10_000));
        expect(onDone).toHaveBeenCalledTimes(1);
        expect(vi.getTimerCount()).toBe(0);
      });
    });

    describe("after restart", () => {
      it("starts again from the initial seconds, or from the given ones", () => {
        const onDone = vi.fn();
        const { result } = renderHook(() => useCountdown(300, { onDone }));
        act(() => vi.advanceTimersByTime(300_000));
        expect(result.current.isDone).toBe(true);
        act(() => result.current.restart());
        expect(result.current.remaining).toBe(300);
        expect(result.current.isDone).toBe(false);
        act(() => vi.advanceTimersByTime(2000));
        expect(result.current.remaining).toBe(298);
        act(() => result.current.restart(60));
        expect(result.current.remaining).toBe(60);
        act(() => vi.advanceTimersByTime(60_000));
        expect(result.current.isDone).toBe(true);
        expect(onDone).toHaveBeenCalledTimes(2);
      });
    });
  });

  describe("given 0 seconds", () => {
    it("is done at once and calls onDone", () => {
      const onDone = vi.fn();
      const { result } = renderHook(() => useCountdown(0, { onDone }));
      expect(result.current.isDone).toBe(true);
      expect(onDone).toHaveBeenCalledTimes(1);
    });
  });

  describe("given it unmounts while running", () => {
    it("leaves no timer behind", () => {
      const { unmount } = renderHook(() => useCountdown(300));
      unmount();
      expect(vi.getTimerCount()).toBe(0);
    });
  });

  describe("given the hook drives the Countdown", () => {
    function CodeTimer() {
      const { remaining } = useCountdown(2);
      return <Countdown remaining={remaining} />;
    }

    it("shows the time going down and the expiry message at 0", () => {
      render(<CodeTimer />);
      expect(screen.getByRole("timer")).toHaveTextContent("00:02");
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.getByRole("timer")).toHaveTextContent("00:01");
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.getByRole("timer")).toHaveTextContent("00:00");
      expect(screen.getByRole("status")).toHaveTextContent("Kodun süresi doldu");
    });
  });
});
