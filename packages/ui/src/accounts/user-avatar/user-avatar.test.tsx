import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { initialsOf, UserAvatar } from "./user-avatar";

describe("given a person's names", () => {
  it.each([
    ["ahmet", "yılmaz", "AY"],
    ["ilker", "şahin", "İŞ"],
    ["Ayşe", "", "A"],
    ["  çağla ", "öz", "ÇÖ"],
  ])("initialsOf(%s, %s) is %s", (first, last, expected) => {
    expect(initialsOf(first, last)).toBe(expected);
  });

  it("renders the initials, hidden from assistive technology", async () => {
    const { container } = render(
      <p>
        <UserAvatar firstName="ilker" lastName="şahin" /> İlker Şahin
      </p>,
    );
    const avatar = container.querySelector("[data-slot='user-avatar']");
    expect(avatar).toHaveTextContent("İŞ");
    expect(avatar).toHaveAttribute("aria-hidden", "true");
    await expectNoAxeViolations(container);
  });
});
