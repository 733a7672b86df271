import type { Meta, StoryObj } from "@storybook/react-vite";
import { KeyRoundIcon, ShieldCheckIcon } from "lucide-react";
import { Button } from "../../actions/button";
import { UiLink } from "../../lib/link";
import { SuccessPanel } from "./success-panel";

const meta = {
  title: "Accounts/SuccessPanel",
  component: SuccessPanel,
  tags: ["autodocs"],
  args: {
    title: "Kayıt işleminiz başarıyla tamamlandı!",
    description: "Aramıza hoş geldiniz! 3 saniye içinde giriş sayfasına yönlendirileceksiniz.",
    headingLevel: 2,
    actions: (
      <Button asChild>
        <UiLink href="/login">Giriş Yap</UiLink>
      </Button>
    ),
  },
  argTypes: {
    title: { control: "text" },
    description: { control: "text" },
    headingLevel: { control: "inline-radio", options: [1, 2, 3] },
    actions: { control: false },
    icon: { control: false },
    children: { control: false },
  },
  render: (args) => (
    <div className="mx-auto max-w-md">
      <SuccessPanel {...args} />
    </div>
  ),
} satisfies Meta<typeof SuccessPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** After register. */
export const Register: Story = {};

/** After phone verification: links to the facilities. */
export const PhoneVerified: Story = {
  args: {
    title: "Telefon numaranız başarıyla doğrulandı.",
    description: "Artık halı saha rezervasyonu yapabilirsiniz.",
    icon: <ShieldCheckIcon />,
    actions: (
      <Button asChild>
        <UiLink href="/facilities">Halı Sahalara Göz At</UiLink>
      </Button>
    ),
  },
};

/** After a password reset: back to login. */
export const PasswordReset: Story = {
  args: {
    title: "Şifreniz başarıyla sıfırlandı.",
    description: "Yeni şifrenizle giriş yapabilirsiniz.",
    icon: <KeyRoundIcon />,
    actions: (
      <>
        <Button asChild>
          <UiLink href="/login">Giriş Yap</UiLink>
        </Button>
        <Button asChild variant="outline">
          <UiLink href="/">Ana Sayfa</UiLink>
        </Button>
      </>
    ),
  },
};

/** Only a title. */
export const TitleOnly: Story = { args: { description: undefined, actions: undefined } };

export const Narrow: Story = {
  args: {
    actions: (
      <>
        <Button asChild>
          <UiLink href="/login">Giriş Yap</UiLink>
        </Button>
        <Button asChild variant="outline">
          <UiLink href="/">Ana Sayfa</UiLink>
        </Button>
      </>
    ),
  },
  globals: { viewport: { value: "narrow", isRotated: false } },
};

/** Every use, for visual regression. */
export const Gallery: Story = {
  render: () => (
    <div className="grid max-w-4xl gap-6 md:grid-cols-3">
      <SuccessPanel
        title="Kayıt işleminiz başarıyla tamamlandı!"
        description="Aramıza hoş geldiniz!"
        actions={
          <Button asChild>
            <UiLink href="/login">Giriş Yap</UiLink>
          </Button>
        }
      />
      <SuccessPanel
        icon={<ShieldCheckIcon />}
        title="Telefon numaranız başarıyla doğrulandı."
        actions={
          <Button asChild>
            <UiLink href="/facilities">Halı Sahalara Göz At</UiLink>
          </Button>
        }
      />
      <SuccessPanel icon={<KeyRoundIcon />} title="Şifreniz başarıyla sıfırlandı." description="Yeni şifrenizle giriş yapabilirsiniz." />
    </div>
  ),
};
