import { CalendarDaysIcon, MailIcon, PhoneIcon, ShieldCheckIcon } from "lucide-react";
import type * as React from "react";
import { Badge, type BadgeProps } from "../../display/badge";
import { Card, CardFooter } from "../../display/card";
import { Skeleton } from "../../display/skeleton";
import { cn } from "../../lib/cn";
import { formatPhone } from "../../lib/phone";
import { UserAvatar } from "../user-avatar";
import type { AccountRole } from "../user-menu";

/** The Turkish label of a role: admin Yönetici, facility_owner Tesis Sahibi, anything else Kullanıcı. */
export function roleLabel(role: AccountRole | null | undefined): string {
  if (role === "admin") return "Yönetici";
  if (role === "facility_owner") return "Tesis Sahibi";
  return "Kullanıcı";
}

const roleTones: Record<string, BadgeProps["tone"]> = { admin: "primary", facility_owner: "info" };

export type ProfileCardUser = {
  firstName: string;
  lastName: string;
  email: string;
  role: AccountRole;
  /** 10 digits without the leading 0; null or empty when none was added. */
  phoneNumber?: string | null;
  /** @default false */
  isPhoneVerified?: boolean;
};

const headings = { 2: "h2", 3: "h3" } as const;

export type ProfileCardProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** The user to show; while undefined (or `loading`) the card shows placeholders. */
  user?: ProfileCardUser;
  /**
   * The registration date, already formatted by the app, e.g. '21 Kasım 2026' (the card has no
   * clock or locale logic). Omitted: the row is left out.
   */
  memberSince?: string;
  /** Shown beside 'Doğrulanmadı', e.g. a link to /phone-verification ('Telefonu Doğrula'). */
  verifyAction?: React.ReactNode;
  /** Buttons at the bottom of the card, e.g. 'Profili Düzenle'. */
  actions?: React.ReactNode;
  /**
   * Shows placeholders instead of the user.
   * @default false
   */
  loading?: boolean;
  /**
   * The heading level of the user's name.
   * @default 2
   */
  headingLevel?: 2 | 3;
};

function Row({ icon, term, children }: { icon: React.ReactNode; term: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="flex items-center gap-2 text-xs font-medium text-muted [&_svg]:size-4 [&_svg]:shrink-0">
        <span aria-hidden="true">{icon}</span>
        {term}
      </dt>
      <dd className="ps-6 text-sm text-foreground">{children}</dd>
    </div>
  );
}

/**
 * The profile screen's user card: initials, full name, role label, e-mail, phone, whether the
 * phone is verified (with a slot for the verify link) and the registration date.
 */
export function ProfileCard({
  user,
  memberSince,
  verifyAction,
  actions,
  loading = false,
  headingLevel = 2,
  className,
  ...props
}: ProfileCardProps) {
  if (loading || !user) {
    return (
      <Card data-slot="profile-card" aria-busy="true" className={cn("w-full", className)} {...props}>
        <span className="sr-only">Profil yükleniyor</span>
        <div className="flex flex-col items-center gap-3 border-b border-border px-5 pt-6 pb-5">
          <Skeleton shape="circle" className="size-16" />
          <Skeleton className="w-40" />
          <Skeleton className="w-20" />
        </div>
        <div className="flex flex-col gap-4 px-5 py-5">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} lines={2} className="w-3/4" />
          ))}
        </div>
      </Card>
    );
  }

  const Heading = headings[headingLevel];
  const phone = formatPhone(user.phoneNumber);
  const fullName = `${user.firstName} ${user.lastName}`.trim();

  return (
    <Card data-slot="profile-card" className={cn("w-full", className)} {...props}>
      <div className="flex flex-col items-center gap-2 border-b border-border px-5 pt-6 pb-5 text-center">
        <UserAvatar firstName={user.firstName} lastName={user.lastName} size="lg" className="mb-1" />
        <Heading data-slot="profile-card-name" className="text-xl font-semibold break-words">
          {fullName}
        </Heading>
        <Badge data-slot="profile-card-role" tone={roleTones[user.role] ?? "neutral"} size="sm">
          {roleLabel(user.role)}
        </Badge>
      </div>
      <dl className="flex flex-col gap-4 px-5 py-5">
        <Row icon={<MailIcon />} term="E-posta">
          <span className="break-all">{user.email}</span>
        </Row>
        <Row icon={<PhoneIcon />} term="Telefon">
          {phone ?? <span className="text-muted">Telefon eklenmemiş</span>}
        </Row>
        <Row icon={<ShieldCheckIcon />} term="Telefon doğrulaması">
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            {user.isPhoneVerified ? (
              <Badge tone="success" size="sm" dot>
                Doğrulandı
              </Badge>
            ) : (
              <>
                <Badge tone="warning" size="sm" dot>
                  Doğrulanmadı
                </Badge>
                {verifyAction}
              </>
            )}
          </span>
        </Row>
        {memberSince ? (
          <Row icon={<CalendarDaysIcon />} term="Kayıt tarihi">
            {memberSince}
          </Row>
        ) : null}
      </dl>
      {actions ? <CardFooter className="justify-center">{actions}</CardFooter> : null}
    </Card>
  );
}
