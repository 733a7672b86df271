import { render, screen } from "@testing-library/react";
import { expectNoAxeViolations } from "../../test/axe";
import { FacilityStatusBadge } from "./facility-status-badge";

describe("FacilityStatusBadge", () => {
  it.each([
    ["active", "Aktif"],
    ["inactive", "Pasif"],
    ["pending", "Onay Bekliyor"],
    ["archived", "Bilinmiyor"],
  ])("given %s it reads %s", async (status, text) => {
    const { container } = render(<FacilityStatusBadge status={status} />);
    expect(screen.getByText(text)).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
