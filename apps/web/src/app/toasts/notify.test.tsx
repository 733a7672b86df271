import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { notify, ToastHost } from "./index";

describe("notify", () => {
  describe("given no toast has been raised", () => {
    it("renders no toast region", () => {
      const { container } = render(<ToastHost />);
      expect(container).toBeEmptyDOMElement();
    });
  });

  describe("after a toast is raised", () => {
    it("loads the toaster and shows the message", async () => {
      render(<ToastHost />);
      notify.success("Tesis favorilere eklendi");
      notify.error("Bir hata oluştu!");
      // the toaster is a lazy chunk of the whole ui library: slow machines need more than a second
      expect(await screen.findByText("Tesis favorilere eklendi", {}, { timeout: 10_000 })).toBeInTheDocument();
      expect(await screen.findByText("Bir hata oluştu!")).toBeInTheDocument();
    });
  });
});
