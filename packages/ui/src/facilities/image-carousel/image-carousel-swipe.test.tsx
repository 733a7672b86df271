import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import useEmblaCarousel from "embla-carousel-react";
import { vi } from "vitest";
import { ImageCarousel } from "./image-carousel";

// the real Embla, watched: the carousel must not call it before it is touched
vi.mock("embla-carousel-react", async (importOriginal) => {
  const actual = await importOriginal<{ default: typeof useEmblaCarousel }>();
  return { ...actual, default: vi.fn(actual.default) };
});

const images = [
  { id: 1, imageUrl: "/a.jpg" },
  { id: 2, imageUrl: "/b.jpg", alt: "Soyunma odası" },
  { id: 3, imageUrl: "/c.jpg" },
];
/** The width jsdom gives the viewport, the track and each slide (it lays nothing out itself). */
const WIDTH = 800;

beforeEach(() => {
  vi.mocked(useEmblaCarousel).mockClear();
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    },
  );
  vi.spyOn(HTMLElement.prototype, "offsetWidth", "get").mockReturnValue(WIDTH);
  vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockReturnValue((WIDTH * 9) / 16);
  vi.spyOn(HTMLElement.prototype, "offsetLeft", "get").mockImplementation(function (this: HTMLElement) {
    const track = this.parentElement;
    return this.dataset.slot === "image-carousel-slide" && track
      ? Array.from(track.children).indexOf(this) * WIDTH
      : 0;
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const carousel = () => screen.getByRole("region", { name: "Saha görselleri" });
const track = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('[data-slot="image-carousel-track"]')!;
const handedOver = () => waitFor(() => expect(carousel()).toHaveAttribute("data-swipe", "embla"));

describe("ImageCarousel and Embla", () => {
  describe("given a carousel nobody has touched", () => {
    it("works without Embla and fetches only the shown image", () => {
      const { container } = render(<ImageCarousel name="Saha" images={images} defaultIndex={1} />);
      expect(screen.getByRole("img", { name: "Soyunma odası" })).toHaveAttribute("src", "/b.jpg");
      expect(container.querySelectorAll("img")).toHaveLength(1);
      expect(track(container).style.transform).toBe("translate3d(-100%, 0, 0)");
      expect(carousel()).not.toHaveAttribute("data-swipe");
      expect(useEmblaCarousel).not.toHaveBeenCalled();
    });
  });

  describe("after the first click on 'Sonraki görsel'", () => {
    it("moves at once, then Embla takes the track over where it stands", async () => {
      const onIndexChange = vi.fn();
      const { container } = render(
        <ImageCarousel name="Saha" images={images} onIndexChange={onIndexChange} />,
      );
      await userEvent.click(screen.getByRole("button", { name: "Sonraki görsel" }));
      expect(screen.getByRole("img", { name: "Soyunma odası" })).toBeInTheDocument();
      expect(onIndexChange).toHaveBeenCalledExactlyOnceWith(1);

      await handedOver();
      expect(useEmblaCarousel).toHaveBeenCalledWith({ loop: true, startIndex: 1 });
      // Embla now holds the track, at the same slide, in pixels
      expect(track(container).style.transform).toBe(`translate3d(${-WIDTH}px,0px,0px)`);
      expect(screen.getByRole("img", { name: "Soyunma odası" })).toBeInTheDocument();
      expect(onIndexChange).toHaveBeenCalledOnce();
      // the other images load once the carousel is touched
      expect(container.querySelectorAll("img")).toHaveLength(3);
    });
  });

  describe("once Embla holds the track", () => {
    it("moves with the arrows, wrapping around, the dots and the keys", async () => {
      const onIndexChange = vi.fn();
      render(<ImageCarousel name="Saha" images={images} onIndexChange={onIndexChange} />);
      act(() => screen.getByRole("button", { name: "Görsel 1" }).focus());
      await handedOver();
      expect(onIndexChange).not.toHaveBeenCalled();

      await userEvent.click(screen.getByRole("button", { name: "Önceki görsel" }));
      expect(screen.getByRole("img", { name: "Saha - görsel 3" })).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Görsel 3" })).toHaveAttribute("aria-current", "true");
      expect(screen.getByText("Görsel 3 / 3")).toBeInTheDocument();
      await userEvent.click(screen.getByRole("button", { name: "Sonraki görsel" }));
      expect(screen.getByRole("img", { name: "Saha - görsel 1" })).toBeInTheDocument();
      await userEvent.click(screen.getByRole("button", { name: "Görsel 2" }));
      expect(screen.getByRole("img", { name: "Soyunma odası" })).toBeInTheDocument();
      act(() => screen.getByRole("button", { name: "Görsel 2" }).focus());
      await userEvent.keyboard("{End}");
      expect(screen.getByRole("img", { name: "Saha - görsel 3" })).toBeInTheDocument();
      expect(onIndexChange.mock.calls).toEqual([[2], [0], [1], [2]]);
      expect(useEmblaCarousel).toHaveBeenCalledWith({ loop: true, startIndex: 0 });
    });
  });

  describe("given a swipe that starts before Embla has loaded", () => {
    it("moves on the swipe, a sideways move, but not on a downward one", async () => {
      const { container } = render(<ImageCarousel name="Saha" images={images} />);
      const viewport = container.querySelector('[data-slot="image-carousel-viewport"]')!;
      fireEvent.pointerDown(viewport, { pointerId: 1, clientX: 300, clientY: 100 });
      fireEvent.pointerUp(viewport, { pointerId: 1, clientX: 310, clientY: 220 });
      expect(screen.getByRole("img", { name: "Saha - görsel 1" })).toBeInTheDocument();
      fireEvent.pointerDown(viewport, { pointerId: 2, clientX: 300, clientY: 100 });
      fireEvent.pointerUp(viewport, { pointerId: 2, clientX: 200, clientY: 110 });
      expect(screen.getByRole("img", { name: "Soyunma odası" })).toBeInTheDocument();
      await handedOver();
      expect(screen.getByRole("img", { name: "Soyunma odası" })).toBeInTheDocument();
    });
  });

  describe("given a browser without IntersectionObserver", () => {
    it("does not load Embla, and the arrows go on working", async () => {
      vi.stubGlobal("IntersectionObserver", undefined);
      render(<ImageCarousel name="Saha" images={images} />);
      await userEvent.click(screen.getByRole("button", { name: "Sonraki görsel" }));
      await userEvent.click(screen.getByRole("button", { name: "Sonraki görsel" }));
      expect(screen.getByRole("img", { name: "Saha - görsel 3" })).toBeInTheDocument();
      expect(carousel()).not.toHaveAttribute("data-swipe");
      expect(useEmblaCarousel).not.toHaveBeenCalled();
    });
  });
});
