import type { Meta, StoryObj } from "@storybook/react-vite";
import { ConstructionIcon, LogInIcon, SearchXIcon, ShieldXIcon } from "lucide-react";
import { Button } from "../../actions/button";
import { Notice } from "./notice";

const meta = {
  title: "Display/Notice",
  component: Notice,
  tags: ["autodocs"],
  args: {
    title: "Hiç sonuç bulunamadı",
    description: "Filtreleri değiştirerek tekrar deneyin.",
    icon: <SearchXIcon />,
    actions: <Button variant="outline">Filtreleri Temizle</Button>,
    size: "md",
    frame: "none",
    tone: "neutral",
    headingLevel: 2,
  },
  argTypes: {
    size: { control: "inline-radio", options: ["sm", "md", "lg", "header", "inline"] },
    frame: { control: "inline-radio", options: ["none", "dashed", "alert"] },
    tone: { control: "inline-radio", options: ["neutral", "warning", "danger", "primary"] },
    headingLevel: { control: "inline-radio", options: [1, 2, 3, 4] },
    icon: { control: false },
    actions: { control: false },
  },
} satisfies Meta<typeof Notice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A list with nothing to show (EmptyState). */
export const Default: Story = {};

/** Small and framed, inside a card. */
export const SmallDashed: Story = {
  args: { size: "sm", frame: "dashed", description: undefined, actions: undefined, headingLevel: 3 },
};

/** A whole page (PageNotice). */
export const Page: Story = {
  args: {
    size: "lg",
    tone: "danger",
    icon: <ShieldXIcon />,
    title: "Erişim Reddedildi",
    description: "Bu sayfayı görüntülemek için yetkiniz yok.",
    actions: <Button>Ana Sayfa</Button>,
    headingLevel: 1,
  },
};

/** The head of a card (AuthCard). */
export const Header: Story = {
  args: {
    size: "header",
    tone: "primary",
    icon: <LogInIcon />,
    title: "Giriş Yap",
    description: "Hesabınıza giriş yapın",
    actions: undefined,
    headingLevel: 1,
  },
};

/** A failed read, no heading (RetryPanel). */
export const InlineAlert: Story = {
  args: {
    size: "inline",
    frame: "alert",
    tone: "danger",
    role: "alert",
    icon: undefined,
    title: undefined,
    description: "Özet yüklenemedi. Bağlantınızı kontrol edip tekrar deneyin.",
    actions: (
      <Button variant="outline" size="sm">
        Tekrar Dene
      </Button>
    ),
  },
};

export const Narrow: Story = {
  args: {
    size: "lg",
    tone: "warning",
    icon: <ConstructionIcon />,
    title: "Bu sayfa hazırlanıyor",
    headingLevel: 1,
  },
  globals: { viewport: { value: "narrow", isRotated: false } },
};

/** Every size, frame and tone together, for visual regression. */
export const Gallery: Story = {
  render: () => (
    <div className="grid gap-4 md:grid-cols-2">
      <Notice size="sm" frame="dashed" icon={<SearchXIcon />} title="Bildirim yok" headingLevel={3} />
      <Notice
        frame="dashed"
        icon={<SearchXIcon />}
        title="Hiç sonuç bulunamadı"
        description="Filtreleri değiştirin."
      />
      <Notice size="lg" tone="warning" icon={<ConstructionIcon />} title="Bu sayfa hazırlanıyor" />
      <Notice size="lg" tone="danger" icon={<ShieldXIcon />} title="Erişim Reddedildi" />
      <Notice
        size="header"
        tone="primary"
        icon={<LogInIcon />}
        title="Giriş Yap"
        description="Hesabınıza giriş yapın"
      />
      <Notice
        size="inline"
        frame="alert"
        tone="danger"
        role="alert"
        description="Özet yüklenemedi."
        actions={
          <Button variant="outline" size="sm">
            Tekrar Dene
          </Button>
        }
      />
    </div>
  ),
};
