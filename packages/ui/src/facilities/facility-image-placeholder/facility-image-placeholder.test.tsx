import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { FacilityImagePlaceholder } from "./facility-image-placeholder";

describe("given a label", () => {
  it("is an image named by the label", async () => {
    const { container } = render(<FacilityImagePlaceholder label="Görsel yok" />);
    expect(screen.getByRole("img", { name: "Görsel yok" })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});

describe("given no label", () => {
  it("is hidden from assistive technology", async () => {
    const { container } = render(<FacilityImagePlaceholder />);
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(container.querySelector("[data-slot='facility-image-placeholder']")).toHaveAttribute(
      "aria-hidden",
      "true",
    );
    await expectNoAxeViolations(container);
  });
});
