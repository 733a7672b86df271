import type { Meta, StoryObj } from "@storybook/react-vite";
import { KeyRoundIcon, LogInIcon, UserPlusIcon } from "lucide-react";
import { Button } from "../../actions/button";
import { FormField } from "../../forms/form-field";
import { Input } from "../../forms/input";
import { UiLink } from "../../lib/link";
import { PasswordField } from "../password-field";
import { AuthCard, AuthDivider } from "./auth-card";

const loginFooter = (
  <>
    <Button asChild variant="link">
      <UiLink href="/forgot-password">Şifremi unuttum</UiLink>
    </Button>
    <p>
      Hesabınız yok mu?{" "}
      <Button asChild variant="link">
        <UiLink href="/register">Kayıt Ol</UiLink>
      </Button>
    </p>
    <Button asChild variant="link" className="text-muted">
      <UiLink href="/">Ana sayfaya dön</UiLink>
    </Button>
  </>
);

function LoginForm({ errors = {}, loading = false }: { errors?: { identity?: string; password?: string }; loading?: boolean }) {
  return (
    <div className="flex flex-col gap-5">
      <form className="flex flex-col gap-4" noValidate onSubmit={(event) => event.preventDefault()}>
        <FormField label="E-posta, telefon veya kullanıcı adı" required error={errors.identity}>
          <Input name="identityFier" autoComplete="username" defaultValue={errors.identity ? "" : "ahmet.yilmaz@example.com"} disabled={loading} />
        </FormField>
        <FormField label="Şifre" required error={errors.password}>
          <PasswordField name="password" autoComplete="current-password" defaultValue={errors.password ? "123" : "gizli123"} disabled={loading} />
        </FormField>
        <Button type="submit" fullWidth loading={loading}>
          {loading ? "Giriş yapılıyor..." : "Giriş Yap"}
        </Button>
      </form>
      <AuthDivider />
      <Button variant="outline" fullWidth disabled={loading}>
        Google ile Giriş Yap
      </Button>
    </div>
  );
}

const meta = {
  title: "Accounts/AuthCard",
  component: AuthCard,
  tags: ["autodocs"],
  args: {
    title: "Giriş Yap",
    description: "Hesabınıza giriş yaparak rezervasyonlarınızı yönetin",
    icon: <LogInIcon />,
    headingLevel: 1,
    footer: loginFooter,
    children: <LoginForm />,
  },
  argTypes: {
    title: { control: "text" },
    description: { control: "text" },
    error: { control: "text" },
    headingLevel: { control: "inline-radio", options: [1, 2] },
    icon: { control: false },
    footer: { control: false },
    children: { control: false },
  },
  parameters: { layout: "fullscreen" },
  decorators: [(Story) => <div className="min-h-screen bg-background px-4 py-10">{Story()}</div>],
} satisfies Meta<typeof AuthCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The login screen's card, filled in. */
export const Default: Story = {};

/** Field errors from validation and the server's message above the form. */
export const WithErrors: Story = {
  args: {
    error: "Giriş bilgileri hatalı. Lütfen kontrol edip tekrar deneyin.",
    children: (
      <LoginForm
        errors={{
          identity: "E-posta adresi, telefon numarası veya kullanıcı adı gereklidir",
          password: "Şifre en az 6 karakter olmalıdır",
        }}
      />
    ),
  },
};

/** While the login request runs: the button spins and the fields are disabled. */
export const Loading: Story = { args: { children: <LoginForm loading /> } };

/** Register: more fields, a different icon and footer. */
export const Register: Story = {
  args: {
    title: "Kayıt Ol",
    description: "Hemen ücretsiz hesap oluşturun",
    icon: <UserPlusIcon />,
    footer: (
      <p>
        Zaten hesabınız var mı?{" "}
        <Button asChild variant="link">
          <UiLink href="/login">Giriş Yap</UiLink>
        </Button>
      </p>
    ),
    children: (
      <form className="flex flex-col gap-4" noValidate onSubmit={(event) => event.preventDefault()}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Ad" required>
            <Input name="firstName" autoComplete="given-name" />
          </FormField>
          <FormField label="Soyad" required>
            <Input name="lastName" autoComplete="family-name" />
          </FormField>
        </div>
        <FormField label="Kullanıcı adı" required>
          <Input name="userName" autoComplete="username" />
        </FormField>
        <FormField label="E-posta" required>
          <Input name="email" type="email" autoComplete="email" />
        </FormField>
        <FormField label="Şifre" required hint="En az 6 karakter">
          <PasswordField name="password" autoComplete="new-password" />
        </FormField>
        <FormField label="Şifre tekrar" required>
          <PasswordField name="confirmPassword" autoComplete="new-password" />
        </FormField>
        <Button type="submit" fullWidth>
          Kayıt Ol
        </Button>
      </form>
    ),
  },
};

/** Only a title and content: no icon, description or footer. */
export const Minimal: Story = {
  args: { icon: undefined, description: undefined, footer: undefined, title: "Şifremi Unuttum", children: <p className="text-sm">İçerik</p> },
};

export const Narrow: Story = {
  globals: { viewport: { value: "narrow", isRotated: false } },
};

/** Every state side by side, for visual regression; each card's title is an h2 here. */
export const Gallery: Story = {
  render: () => (
    <div className="grid gap-6 lg:grid-cols-2">
      <AuthCard headingLevel={2} title="Giriş Yap" description="Hesabınıza giriş yapın" icon={<LogInIcon />} footer={loginFooter}>
        <LoginForm />
      </AuthCard>
      <AuthCard
        headingLevel={2}
        title="Giriş Yap (hatalı)"
        icon={<LogInIcon />}
        error="Giriş bilgileri hatalı. Lütfen kontrol edip tekrar deneyin."
      >
        <LoginForm errors={{ password: "Şifre gereklidir" }} />
      </AuthCard>
      <AuthCard headingLevel={2} title="Giriş Yap (bekleniyor)">
        <LoginForm loading />
      </AuthCard>
      <AuthCard headingLevel={2} title="Şifremi Unuttum" description="Telefonunuza bir doğrulama kodu göndereceğiz" icon={<KeyRoundIcon />}>
        <p className="text-sm">İçerik</p>
      </AuthCard>
    </div>
  ),
};
