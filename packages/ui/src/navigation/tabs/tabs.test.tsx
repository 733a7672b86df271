import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expectNoAxeViolations } from "../../test/axe";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

function ReservationTabs(props: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="pending" onValueChange={props.onValueChange}>
      <TabsList aria-label="Rezervasyon durumu">
        <TabsTrigger value="pending" count={3}>
          Bekleyen
        </TabsTrigger>
        <TabsTrigger value="confirmed">Onaylanan</TabsTrigger>
        <TabsTrigger value="cancelled" disabled>
          İptal Edilen
        </TabsTrigger>
      </TabsList>
      <TabsContent value="pending">Bekleyen rezervasyonlar</TabsContent>
      <TabsContent value="confirmed">Onaylanan rezervasyonlar</TabsContent>
      <TabsContent value="cancelled">İptal edilen rezervasyonlar</TabsContent>
    </Tabs>
  );
}

describe("Tabs", () => {
  describe("given a default value", () => {
    it("shows the matching panel and marks its tab selected", async () => {
      const { container } = render(<ReservationTabs />);
      expect(screen.getByRole("tab", { name: "Bekleyen 3" })).toHaveAttribute("aria-selected", "true");
      expect(screen.getByRole("tabpanel")).toHaveTextContent("Bekleyen rezervasyonlar");
      await expectNoAxeViolations(container);
    });

    it("names the tab list", () => {
      render(<ReservationTabs />);
      expect(screen.getByRole("tablist", { name: "Rezervasyon durumu" })).toBeInTheDocument();
    });

    it("shows the count badge as part of the tab's name", () => {
      render(<ReservationTabs />);
      expect(screen.getByRole("tab", { name: "Bekleyen 3" })).toBeInTheDocument();
      expect(screen.getByRole("tab", { name: "Onaylanan" })).toBeInTheDocument();
    });
  });

  describe("after clicking another tab", () => {
    it("shows its panel and reports the new value", async () => {
      const onValueChange = vi.fn();
      render(<ReservationTabs onValueChange={onValueChange} />);
      await userEvent.click(screen.getByRole("tab", { name: "Onaylanan" }));
      expect(screen.getByRole("tab", { name: "Onaylanan" })).toHaveAttribute("aria-selected", "true");
      expect(screen.getByRole("tabpanel")).toHaveTextContent("Onaylanan rezervasyonlar");
      expect(onValueChange).toHaveBeenCalledWith("confirmed");
    });
  });

  describe("after pressing the right arrow on the active tab", () => {
    it("moves focus and selection to the next tab", async () => {
      render(<ReservationTabs />);
      await userEvent.click(screen.getByRole("tab", { name: "Bekleyen 3" }));
      await userEvent.keyboard("{ArrowRight}");
      expect(screen.getByRole("tab", { name: "Onaylanan" })).toHaveFocus();
      expect(screen.getByRole("tabpanel")).toHaveTextContent("Onaylanan rezervasyonlar");
    });
  });

  describe("given a disabled tab", () => {
    it("cannot be selected", async () => {
      render(<ReservationTabs />);
      const disabled = screen.getByRole("tab", { name: "İptal Edilen" });
      expect(disabled).toBeDisabled();
      await userEvent.click(disabled);
      expect(disabled).toHaveAttribute("aria-selected", "false");
    });
  });

  describe("given the pills variant", () => {
    it("renders an accessible tab set", async () => {
      const { container } = render(
        <Tabs defaultValue="list">
          <TabsList variant="pills" aria-label="Görünüm">
            <TabsTrigger value="list">Liste</TabsTrigger>
            <TabsTrigger value="calendar">Takvim</TabsTrigger>
          </TabsList>
          <TabsContent value="list">Liste görünümü</TabsContent>
          <TabsContent value="calendar">Takvim görünümü</TabsContent>
        </Tabs>,
      );
      expect(screen.getByRole("tab", { name: "Liste" })).toHaveAttribute("aria-selected", "true");
      await expectNoAxeViolations(container);
    });
  });
});
