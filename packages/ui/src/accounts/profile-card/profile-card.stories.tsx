import type { Meta, StoryObj } from "@storybook/react-vite";
import { PencilIcon } from "lucide-react";
import { Button } from "../../actions/button";
import { UiLink } from "../../lib/link";
import { ProfileCard, type ProfileCardUser } from "./profile-card";

const ahmet: ProfileCardUser = {
  firstName: "Ahmet",
  lastName: "Yılmaz",
  email: "ahmet.yilmaz@example.com",
  role: "user",
  phoneNumber: "5550000001",
  isPhoneVerified: true,
};

const verifyLink = (
  <Button asChild variant="link" size="sm">
    <UiLink href="/phone-verification">Telefonu Doğrula</UiLink>
  </Button>
);

const meta = {
  title: "Accounts/ProfileCard",
  component: ProfileCard,
  tags: ["autodocs"],
  args: { user: ahmet, memberSince: "21 Kasım 2026", loading: false, headingLevel: 2, verifyAction: verifyLink },
  argTypes: {
    user: { control: "object" },
    memberSince: { control: "text" },
    loading: { control: "boolean" },
    headingLevel: { control: "inline-radio", options: [2, 3] },
    verifyAction: { control: false },
    actions: { control: false },
  },
  render: (args) => (
    <div className="max-w-sm">
      <ProfileCard {...args} />
    </div>
  ),
} satisfies Meta<typeof ProfileCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A regular user with a verified phone. */
export const Default: Story = {};

/** Not verified: the warning badge and the link to /phone-verification. */
export const Unverified: Story = { args: { user: { ...ahmet, isPhoneVerified: false } } };

export const NoPhone: Story = { args: { user: { ...ahmet, phoneNumber: null, isPhoneVerified: false } } };

export const Owner: Story = {
  args: { user: { ...ahmet, firstName: "İlker", lastName: "Şahin", email: "ilker@yesilvadi.com.tr", role: "facility_owner" } },
};

export const Admin: Story = {
  args: { user: { ...ahmet, firstName: "Zeynep", lastName: "Kaya", email: "zeynep.kaya@halisaha.com.tr", role: "admin" } },
};

/** With the edit button the profile screen puts under it. */
export const WithActions: Story = {
  args: {
    actions: (
      <Button variant="outline" size="sm">
        <PencilIcon aria-hidden="true" />
        Profili Düzenle
      </Button>
    ),
  },
};

export const Loading: Story = { args: { loading: true } };

export const Narrow: Story = {
  args: { user: { ...ahmet, email: "ahmet.yilmaz.uzun.bir.adres@example.com.tr", isPhoneVerified: false } },
  globals: { viewport: { value: "narrow", isRotated: false } },
};

/** Every state, for visual regression. */
export const Gallery: Story = {
  render: () => (
    <div className="grid max-w-5xl gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <ProfileCard user={ahmet} memberSince="21 Kasım 2026" />
      <ProfileCard
        user={{ ...ahmet, firstName: "Ayşe", lastName: "Demir", phoneNumber: null, isPhoneVerified: false }}
        memberSince="3 Ocak 2027"
        verifyAction={verifyLink}
      />
      <ProfileCard
        user={{ ...ahmet, firstName: "İlker", lastName: "Şahin", role: "facility_owner", isPhoneVerified: false }}
        verifyAction={verifyLink}
      />
      <ProfileCard
        user={{ ...ahmet, firstName: "Zeynep", lastName: "Kaya", role: "admin" }}
        memberSince="1 Şubat 2026"
        actions={<Button size="sm">Profili Düzenle</Button>}
      />
      <ProfileCard loading />
    </div>
  ),
};
