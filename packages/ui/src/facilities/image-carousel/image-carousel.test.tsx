import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { ImageCarousel } from "./image-carousel";

const images = [
  { id: 1, imageUrl: "/a.jpg" },
  { id: 2, imageUrl: "/b.jpg", alt: "Soyunma odası" },
  { id: 3, imageUrl: "/c.jpg" },
];

describe("ImageCarousel", () => {
  describe("given an image with a 480 px card picture", () => {
    it("offers both to the browser and keeps a 16:9 box", () => {
      render(
        <ImageCarousel name="Saha" images={[{ id: 1, imageUrl: "/u/1.webp", cardUrl: "/u/1-card.webp" }]} />,
      );
      const image = screen.getByRole("img", { name: "Saha - görsel 1" });
      expect(image).toHaveAttribute("srcset", "/u/1-card.webp 480w, /u/1.webp 1600w");
      expect(image).toHaveAttribute("sizes", "(min-width: 992px) 784px, 100vw");
      expect(image).toHaveAttribute("width", "1600");
      expect(image).toHaveAttribute("height", "900");
    });
  });

  describe("given three images", () => {
    it("shows the first in a named carousel with arrows and dots", async () => {
      const { container } = render(<ImageCarousel name="Yıldız Halı Saha" images={images} />);
      expect(screen.getByRole("region", { name: "Yıldız Halı Saha görselleri" })).toBeInTheDocument();
      expect(screen.getByRole("img", { name: "Yıldız Halı Saha - görsel 1" })).toHaveAttribute(
        "src",
        "/a.jpg",
      );
      expect(screen.getByRole("button", { name: "Önceki görsel" })).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Sonraki görsel" })).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Görsel 1" })).toHaveAttribute("aria-current", "true");
      expect(screen.getByRole("button", { name: "Görsel 3" })).not.toHaveAttribute("aria-current");
      await expectNoAxeViolations(container);
    });

    describe("after 'Sonraki görsel'", () => {
      it("shows the second with its alt text and reports the index", async () => {
        const onIndexChange = vi.fn();
        render(<ImageCarousel name="Yıldız Halı Saha" images={images} onIndexChange={onIndexChange} />);
        await userEvent.click(screen.getByRole("button", { name: "Sonraki görsel" }));
        expect(screen.getByRole("img", { name: "Soyunma odası" })).toHaveAttribute("src", "/b.jpg");
        expect(screen.getByRole("button", { name: "Görsel 2" })).toHaveAttribute("aria-current", "true");
        expect(screen.getByText("Görsel 2 / 3")).toBeInTheDocument();
        expect(onIndexChange).toHaveBeenCalledWith(1);
      });
    });

    describe("after 'Önceki görsel' on the first", () => {
      it("wraps to the last", async () => {
        render(<ImageCarousel name="Saha" images={images} />);
        await userEvent.click(screen.getByRole("button", { name: "Önceki görsel" }));
        expect(screen.getByRole("img", { name: "Saha - görsel 3" })).toBeInTheDocument();
      });
    });

    describe("after a click on a dot", () => {
      it("shows that image", async () => {
        render(<ImageCarousel name="Saha" images={images} />);
        await userEvent.click(screen.getByRole("button", { name: "Görsel 3" }));
        expect(screen.getByRole("img", { name: "Saha - görsel 3" })).toBeInTheDocument();
      });
    });

    describe("after the arrow keys", () => {
      it("moves back and forth", async () => {
        render(<ImageCarousel name="Saha" images={images} />);
        act(() => screen.getByRole("button", { name: "Görsel 1" }).focus());
        await userEvent.keyboard("{ArrowRight}");
        expect(screen.getByRole("img", { name: "Soyunma odası" })).toBeInTheDocument();
        await userEvent.keyboard("{ArrowRight}{ArrowRight}");
        expect(screen.getByRole("img", { name: "Saha - görsel 1" })).toBeInTheDocument();
        await userEvent.keyboard("{ArrowLeft}");
        expect(screen.getByRole("img", { name: "Saha - görsel 3" })).toBeInTheDocument();
      });
    });
  });

  describe("given the server's HTML", () => {
    it("hydrates it without a warning, on the image the server drew", async () => {
      const errors = vi.spyOn(console, "error");
      const ui = <ImageCarousel name="Saha" images={images} defaultIndex={2} />;
      const container = document.createElement("div");
      container.innerHTML = renderToString(ui);
      document.body.append(container);
      render(ui, { container, hydrate: true });
      expect(screen.getByRole("img", { name: "Saha - görsel 3" })).toBeInTheDocument();
      await userEvent.click(screen.getByRole("button", { name: "Sonraki görsel" }));
      expect(screen.getByRole("img", { name: "Saha - görsel 1" })).toBeInTheDocument();
      const logged = [...errors.mock.calls];
      errors.mockRestore();
      expect(logged).toEqual([]);
    });
  });

  describe("given an image that fails to load", () => {
    it("shows the placeholder in its place, and the next image still loads", async () => {
      const { container } = render(<ImageCarousel name="Saha" images={images} />);
      fireEvent.error(screen.getByRole("img", { name: "Saha - görsel 1" }));
      expect(screen.getByRole("img", { name: "Saha - görsel 1 yüklenemedi" })).toBeInTheDocument();
      expect(container.querySelector("img")).not.toBeInTheDocument();
      await expectNoAxeViolations(container);
      await userEvent.click(screen.getByRole("button", { name: "Sonraki görsel" }));
      expect(screen.getByRole("img", { name: "Soyunma odası" })).toHaveAttribute("src", "/b.jpg");
    });
  });

  describe("given no images", () => {
    it("shows the placeholder without arrows or dots", async () => {
      const { container } = render(<ImageCarousel name="Saha" images={[]} />);
      expect(screen.getByRole("img", { name: "Saha için görsel yok" })).toBeInTheDocument();
      expect(screen.queryByRole("button")).not.toBeInTheDocument();
      await expectNoAxeViolations(container);
    });
  });

  describe("given one image", () => {
    it("has no arrows or dots", () => {
      render(<ImageCarousel name="Saha" images={images.slice(0, 1)} />);
      expect(screen.getByRole("img", { name: "Saha - görsel 1" })).toBeInTheDocument();
      expect(screen.queryByRole("button")).not.toBeInTheDocument();
    });
  });
});
