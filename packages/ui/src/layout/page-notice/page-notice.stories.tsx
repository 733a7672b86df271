import type { Meta, StoryObj } from "@storybook/react-vite";
import { ConstructionIcon, HammerIcon, SearchXIcon, ShieldXIcon } from "lucide-react";
import { Button } from "../../actions/button";
import { PageNotice } from "./page-notice";

const homeAndBack = (
  <>
    <Button asChild>
      <a href="/">Ana Sayfa</a>
    </Button>
    <Button variant="outline">Geri Dön</Button>
  </>
);

const meta = {
  title: "Layout/PageNotice",
  component: PageNotice,
  tags: ["autodocs"],
  args: {
    title: "Sayfa Bulunamadı",
    description: "Aradığınız sayfa taşınmış ya da hiç var olmamış olabilir.",
    icon: <SearchXIcon />,
    actions: homeAndBack,
    tone: "neutral",
    headingLevel: 1,
  },
  argTypes: {
    tone: { control: "inline-radio", options: ["neutral", "warning", "danger"] },
    headingLevel: { control: "inline-radio", options: [1, 2, 3] },
    icon: { control: false },
    actions: { control: false },
  },
} satisfies Meta<typeof PageNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {};

export const AccessDenied: Story = {
  args: {
    tone: "danger",
    icon: <ShieldXIcon />,
    title: "Erişim Reddedildi",
    description:
      "Bu sayfayı görüntülemek için yetkiniz yok. Farklı bir hesapla giriş yapabilir veya ana sayfaya dönebilirsiniz.",
  },
};

export const InPreparation: Story = {
  args: {
    tone: "warning",
    icon: <ConstructionIcon />,
    title: "Bu sayfa hazırlanıyor",
    description: "Bu bölüm çok yakında kullanıma açılacak.",
    actions: undefined,
  },
};

/** The admin placeholder pages sit under the panel's own h1, so the notice uses an h2. */
export const UnderDevelopment: Story = {
  args: {
    tone: "neutral",
    icon: <HammerIcon />,
    headingLevel: 2,
    title: "Kullanıcı Yönetimi geliştirme aşamasında",
    description: "Bu sayfa şu anda geliştirilmektedir.",
    actions: undefined,
  },
  render: (args) => (
    <div>
      <h1 className="text-xl font-semibold">Kullanıcı Yönetimi</h1>
      <PageNotice {...args} />
    </div>
  ),
};

/** Only a title: no icon, text or buttons. */
export const TitleOnly: Story = {
  args: { icon: undefined, description: undefined, actions: undefined, title: "Bu sayfa hazırlanıyor" },
};

export const Narrow: Story = {
  globals: { viewport: { value: "narrow", isRotated: false } },
};

/** Every tone together, for visual regression. */
export const Gallery: Story = {
  render: () => (
    <div className="grid gap-4 lg:grid-cols-3">
      <PageNotice
        headingLevel={2}
        icon={<SearchXIcon />}
        title="Sayfa Bulunamadı"
        description="Aradığınız sayfa bulunamadı."
        actions={homeAndBack}
      />
      <PageNotice
        headingLevel={2}
        tone="warning"
        icon={<ConstructionIcon />}
        title="Bu sayfa hazırlanıyor"
        description="Çok yakında burada."
      />
      <PageNotice
        headingLevel={2}
        tone="danger"
        icon={<ShieldXIcon />}
        title="Erişim Reddedildi"
        description="Bu sayfa için yetkiniz yok."
        actions={homeAndBack}
      />
    </div>
  ),
};
