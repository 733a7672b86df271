import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import { relativeTimeTr } from "../../lib/relative-time";
import { expectNoAxeViolations } from "../../test/axe";
import { manyNotifications, sampleNotifications, storyNow } from "./fixtures";
import { NotificationList } from "./notification-list";

describe("NotificationList", () => {
  describe("given unread and read notifications", () => {
    it("lists them newest first, 'Okundu' only on the unread ones, times in Turkish", async () => {
      const { container } = render(<NotificationList items={sampleNotifications} now={storyNow} />);
      const items = screen.getAllByRole("listitem");
      expect(items).toHaveLength(5);
      expect(within(items[0]!).getByText("Rezervasyonunuz onaylandı")).toBeInTheDocument();
      expect(within(items[0]!).getByText("5 dk önce")).toBeInTheDocument();
      expect(within(items[1]!).getByText("3 sa önce")).toBeInTheDocument();
      expect(within(items[2]!).getByText("1 gün önce")).toBeInTheDocument();
      expect(within(items[4]!).getByText("22 Şubat 2026")).toBeInTheDocument();
      expect(screen.getAllByRole("button", { name: "Okundu" })).toHaveLength(2);
      expect(within(items[2]!).queryByRole("button", { name: "Okundu" })).toBeNull();
      expect(screen.getAllByRole("button", { name: "Okundu" })[0]).toHaveAccessibleDescription(
        "Rezervasyonunuz onaylandı",
      );
      await expectNoAxeViolations(container);
    });

    it("marks one read, opens one, and closes", async () => {
      const onMarkRead = vi.fn();
      const onOpen = vi.fn();
      const onClose = vi.fn();
      render(
        <NotificationList
          items={sampleNotifications}
          now={storyNow}
          onMarkRead={onMarkRead}
          onOpen={onOpen}
          onClose={onClose}
        />,
      );
      await userEvent.click(screen.getAllByRole("button", { name: "Okundu" })[1]!);
      expect(onMarkRead).toHaveBeenCalledWith(sampleNotifications[1]);
      await userEvent.click(screen.getByRole("button", { name: /Ödeme alındı/ }));
      expect(onOpen).toHaveBeenCalledWith(sampleNotifications[2]);
      await userEvent.click(screen.getByRole("button", { name: "Kapat" }));
      expect(onClose).toHaveBeenCalledOnce();
    });
  });

  describe("given no notifications", () => {
    it("says 'Bildirim yok'", async () => {
      const { container } = render(<NotificationList items={[]} />);
      expect(screen.getByText("Bildirim yok")).toBeInTheDocument();
      expect(screen.queryByRole("button", { name: "Daha Fazla Yükle" })).toBeNull();
      await expectNoAxeViolations(container);
    });
  });

  describe("while loading", () => {
    it("announces it", async () => {
      const { container } = render(<NotificationList items={[]} status="loading" />);
      expect(screen.getByRole("status")).toHaveTextContent("Bildirimler yükleniyor");
      await expectNoAxeViolations(container);
    });
  });

  describe("after a failure", () => {
    it("says so and offers to try again", async () => {
      const onRetry = vi.fn();
      const { container } = render(<NotificationList items={[]} status="error" onRetry={onRetry} />);
      expect(screen.getByRole("alert")).toHaveTextContent("Bildirimler yüklenirken hata oluştu");
      await userEvent.click(screen.getByRole("button", { name: "Tekrar Dene" }));
      expect(onRetry).toHaveBeenCalledOnce();
      await expectNoAxeViolations(container);
    });
  });

  describe("given more pages", () => {
    it("loads the next with 'Daha Fazla Yükle' and when scrolled to the bottom", async () => {
      const onLoadMore = vi.fn();
      const { container } = render(
        <NotificationList items={manyNotifications(10)} now={storyNow} hasMore onLoadMore={onLoadMore} />,
      );
      await userEvent.click(screen.getByRole("button", { name: "Daha Fazla Yükle" }));
      expect(onLoadMore).toHaveBeenCalledTimes(1);

      const scroller = container.querySelector('[data-slot="notification-list-scroll"]')!;
      Object.defineProperties(scroller, {
        scrollHeight: { value: 1000, configurable: true },
        clientHeight: { value: 384, configurable: true },
      });
      scroller.scrollTop = 100;
      fireEvent.scroll(scroller);
      expect(onLoadMore).toHaveBeenCalledTimes(1);
      scroller.scrollTop = 600;
      fireEvent.scroll(scroller);
      expect(onLoadMore).toHaveBeenCalledTimes(2);
    });

    it("asks nothing more while the next page is loading", () => {
      const onLoadMore = vi.fn();
      const { container } = render(
        <NotificationList items={manyNotifications(10)} hasMore loadingMore onLoadMore={onLoadMore} />,
      );
      const scroller = container.querySelector('[data-slot="notification-list-scroll"]')!;
      Object.defineProperty(scroller, "scrollHeight", { value: 100, configurable: true });
      fireEvent.scroll(scroller);
      expect(onLoadMore).not.toHaveBeenCalled();
    });
  });
});

describe("relativeTimeTr", () => {
  const now = new Date("2026-03-04T09:30:00.000Z");
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

  it("reads 'az önce', 'N dk önce', 'N sa önce', 'N gün önce', then the date", () => {
    expect(relativeTimeTr(ago(30), now)).toBe("az önce");
    expect(relativeTimeTr(ago(-120), now)).toBe("az önce");
    expect(relativeTimeTr(ago(5 * 60), now)).toBe("5 dk önce");
    expect(relativeTimeTr(ago(59 * 60 + 59), now)).toBe("59 dk önce");
    expect(relativeTimeTr(ago(3 * 3600), now)).toBe("3 sa önce");
    expect(relativeTimeTr(ago(2 * 86400), now)).toBe("2 gün önce");
    expect(relativeTimeTr(ago(8 * 86400).toISOString(), now)).toBe("24 Şubat 2026");
    expect(relativeTimeTr("not a date", now)).toBe("");
  });
});
