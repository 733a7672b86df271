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
    // The toaster is a lazy chunk (the whole ui index in this test setup); on a busy machine its
    // first import takes several seconds.
    it("loads the toaster and shows the message", { timeout: 30_000 }, async () => {
      render(<ToastHost />);
      notify.success("Tesis favorilere eklendi");
      notify.error("Bir hata oluştu!");
      expect(await screen.findByText("Tesis favorilere eklendi", {}, { timeout: 25_000 })).toBeInTheDocument();
      expect(await screen.findByText("Bir hata oluştu!")).toBeInTheDocument();
    });
  });
});
