import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { ImageUploader, imageUploaderMessages, type ImageUploaderItem } from "./image-uploader";

const image = (id: string, isMain = false): ImageUploaderItem => ({
  id,
  url: "data:image/png;base64,AA==",
  isMain,
});
const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

function renderUploader(props: Partial<React.ComponentProps<typeof ImageUploader>> = {}) {
  const handlers = { onAdd: vi.fn(), onRemove: vi.fn(), onMakeMain: vi.fn() };
  const result = render(<ImageUploader images={[image("1", true), image("2")]} {...handlers} {...props} />);
  const input = result.container.querySelector('input[type="file"]') as HTMLInputElement;
  return { ...result, ...handlers, input };
}

describe("ImageUploader", () => {
  describe("given two images", () => {
    it("marks the main one and offers to change it or remove any", async () => {
      const { container, onMakeMain, onRemove } = renderUploader();
      expect(screen.getAllByRole("listitem")).toHaveLength(2);
      expect(screen.getByText("Ana görsel")).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Görsel 1: Ana görsel yap" })).toBeDisabled();
      await userEvent.click(screen.getByRole("button", { name: "Görsel 2: Ana görsel yap" }));
      expect(onMakeMain).toHaveBeenCalledWith("2");
      await userEvent.click(screen.getByRole("button", { name: "Görsel 1: Kaldır" }));
      expect(onRemove).toHaveBeenCalledWith("1");
      expect(screen.getByText(/2 \/ 5 görsel/)).toBeInTheDocument();
      await expectNoAxeViolations(container);
    });
  });

  describe("after choosing files", () => {
    it("passes the good ones and refuses a wrong type, a big file and too many", () => {
      const { input, onAdd } = renderUploader();
      fireEvent.change(input, {
        target: { files: [file("a.jpg", "image/jpeg"), file("b.txt", "text/plain")] },
      });
      expect(onAdd).toHaveBeenLastCalledWith([expect.objectContaining({ name: "a.jpg" })]);
      expect(screen.getByRole("alert")).toHaveTextContent(imageUploaderMessages.wrongType);

      fireEvent.change(input, { target: { files: [file("big.png", "image/png", 5 * 1024 * 1024 + 1)] } });
      expect(screen.getByRole("alert")).toHaveTextContent(imageUploaderMessages.tooLarge);

      const four = ["1", "2", "3", "4"].map((n) => file(`${n}.webp`, "image/webp"));
      fireEvent.change(input, { target: { files: four } });
      expect(onAdd).toHaveBeenLastCalledWith(four.slice(0, 3));
      expect(screen.getByRole("alert")).toHaveTextContent(imageUploaderMessages.tooMany);
    });
  });

  describe("given five images", () => {
    it("cannot add more", () => {
      renderUploader({ images: ["1", "2", "3", "4", "5"].map((id) => image(id, id === "1")) });
      expect(screen.getByRole("button", { name: "Görsel ekle" })).toBeDisabled();
    });
  });

  describe("given no images", () => {
    it("says the first one becomes main", async () => {
      const { container } = renderUploader({ images: [] });
      expect(screen.getByText(/İlk eklenen görsel ana görsel olur/)).toBeInTheDocument();
      await expectNoAxeViolations(container);
    });
  });

  describe("while uploading", () => {
    it("shows the progress", async () => {
      const { container } = renderUploader({ progress: 42, disabled: true });
      expect(screen.getByRole("progressbar", { name: "Yükleme ilerlemesi" })).toHaveAttribute("value", "42");
      expect(screen.getByText("%42")).toBeInTheDocument();
      await expectNoAxeViolations(container);
    });
  });
});
