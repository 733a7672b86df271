import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

const meta = {
  title: "Navigation/Tabs",
  component: Tabs,
  tags: ["autodocs"],
  args: { defaultValue: "pending" },
  argTypes: {
    defaultValue: { control: "select", options: ["pending", "confirmed", "cancelled"] },
    orientation: { control: "inline-radio", options: ["horizontal", "vertical"] },
  },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Rezervasyon durumu">
        <TabsTrigger value="pending" count={3}>
          Bekleyen
        </TabsTrigger>
        <TabsTrigger value="confirmed" count={12}>
          Onaylanan
        </TabsTrigger>
        <TabsTrigger value="cancelled">İptal Edilen</TabsTrigger>
      </TabsList>
      <TabsContent value="pending">Onayınızı bekleyen 3 rezervasyon var.</TabsContent>
      <TabsContent value="confirmed">Bu hafta 12 onaylanmış rezervasyon var.</TabsContent>
      <TabsContent value="cancelled">İptal edilmiş rezervasyon yok.</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Underline: Story = {};

export const Pills: Story = {
  render: (args) => (
    <Tabs {...args} defaultValue="list">
      <TabsList variant="pills" aria-label="Görünüm">
        <TabsTrigger value="list">Liste</TabsTrigger>
        <TabsTrigger value="calendar">Takvim</TabsTrigger>
      </TabsList>
      <TabsContent value="list">Rezervasyonlar liste halinde.</TabsContent>
      <TabsContent value="calendar">Rezervasyonlar haftalık takvimde.</TabsContent>
    </Tabs>
  ),
};

/** The second tab after a click: its panel is shown. */
export const SecondTabSelected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("tab", { name: "Onaylanan 12" }));
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("12 onaylanmış");
  },
};

export const Disabled: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Rezervasyon durumu">
        <TabsTrigger value="pending" count={3}>
          Bekleyen
        </TabsTrigger>
        <TabsTrigger value="confirmed">Onaylanan</TabsTrigger>
        <TabsTrigger value="cancelled" disabled>
          İptal Edilen
        </TabsTrigger>
      </TabsList>
      <TabsContent value="pending">Onayınızı bekleyen 3 rezervasyon var.</TabsContent>
      <TabsContent value="confirmed">Onaylanmış rezervasyonlar.</TabsContent>
      <TabsContent value="cancelled">İptal edilmiş rezervasyonlar.</TabsContent>
    </Tabs>
  ),
};

/** Counts of zero still show, so an empty list reads as "0" rather than as missing data. */
export const EmptyCounts: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Rezervasyon durumu">
        <TabsTrigger value="pending" count={0}>
          Bekleyen
        </TabsTrigger>
        <TabsTrigger value="confirmed" count={0}>
          Onaylanan
        </TabsTrigger>
      </TabsList>
      <TabsContent value="pending">Bekleyen rezervasyon yok.</TabsContent>
      <TabsContent value="confirmed">Onaylanan rezervasyon yok.</TabsContent>
    </Tabs>
  ),
};

/** A long tab list scrolls sideways on a phone instead of wrapping. */
export const Narrow: Story = {
  globals: { viewport: { value: "narrow", isRotated: false } },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Rezervasyon durumu">
        <TabsTrigger value="pending" count={3}>
          Bekleyen
        </TabsTrigger>
        <TabsTrigger value="confirmed" count={12}>
          Onaylanan
        </TabsTrigger>
        <TabsTrigger value="cancelled">İptal Edilen</TabsTrigger>
        <TabsTrigger value="completed">Tamamlanan</TabsTrigger>
      </TabsList>
      <TabsContent value="pending">Onayınızı bekleyen 3 rezervasyon var.</TabsContent>
      <TabsContent value="confirmed">Onaylanmış rezervasyonlar.</TabsContent>
      <TabsContent value="cancelled">İptal edilmiş rezervasyonlar.</TabsContent>
      <TabsContent value="completed">Tamamlanmış rezervasyonlar.</TabsContent>
    </Tabs>
  ),
};

/** Every look and state together, for visual regression. */
export const Gallery: Story = {
  render: () => (
    <div className="flex flex-col gap-8">
      <Tabs defaultValue="pending">
        <TabsList aria-label="Alt çizgili sekmeler">
          <TabsTrigger value="pending" count={3}>
            Bekleyen
          </TabsTrigger>
          <TabsTrigger value="confirmed" count={0}>
            Onaylanan
          </TabsTrigger>
          <TabsTrigger value="cancelled" disabled>
            İptal Edilen
          </TabsTrigger>
        </TabsList>
        <TabsContent value="pending">Alt çizgili sekmeler.</TabsContent>
        <TabsContent value="confirmed">Onaylananlar.</TabsContent>
        <TabsContent value="cancelled">İptal edilenler.</TabsContent>
      </Tabs>
      <Tabs defaultValue="list">
        <TabsList variant="pills" aria-label="Hap sekmeler">
          <TabsTrigger value="list" count={8}>
            Liste
          </TabsTrigger>
          <TabsTrigger value="calendar">Takvim</TabsTrigger>
          <TabsTrigger value="map" disabled>
            Harita
          </TabsTrigger>
        </TabsList>
        <TabsContent value="list">Hap görünümlü sekmeler.</TabsContent>
        <TabsContent value="calendar">Takvim.</TabsContent>
        <TabsContent value="map">Harita.</TabsContent>
      </Tabs>
    </div>
  ),
};
