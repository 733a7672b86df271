import { formatDateTr, istanbulToday, useSession, type SessionUser } from "@halisaha/data";
import { Button, ProfileCard, ProfileStats } from "@halisaha/ui";
import { Link } from "react-router-dom";
import { paths } from "../../app/paths";
import { ChangePasswordForm } from "../../features/accounts/change-password-form";
import { ProfileDetails } from "../../features/accounts/profile-details";

/** The registration day in Turkish ('10 Ocak 2026'), Istanbul's calendar day. */
function memberSinceOf(createdAt: string): string {
  const instant = new Date(createdAt);
  return Number.isNaN(instant.getTime()) ? "" : formatDateTr(istanbulToday(instant));
}

/**
 * The statistics panel. The original panel showed fixed zeros; until the reservations screens
 * exist the reservation counts are really 0 for everyone, and the favourite count is known.
 */
function statsOf(user: SessionUser) {
  return [
    { label: "Toplam Rezervasyon", value: 0 },
    { label: "Yaklaşan Rezervasyon", value: 0 },
    { label: "Favori Tesis", value: user.favorites.length },
  ];
}

/**
 * /user/profile, signed in: the user card, the statistics, the personal
 * details (view/edit) and the password change.
 */
export default function ProfileRoute() {
  const { user } = useSession();
  if (!user) return null; // the guard only lets signed-in users in
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-foreground sm:text-3xl">Profilim</h1>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-6">
          <ProfileCard
            user={{
              firstName: user.firstName,
              lastName: user.lastName,
              email: user.email,
              phoneNumber: user.phoneNumber,
              role: user.role,
              isPhoneVerified: user.isPhoneVerified,
            }}
            memberSince={memberSinceOf(user.createdAt)}
            verifyAction={
              user.isPhoneVerified ? undefined : (
                <Button asChild size="sm">
                  <Link to={paths.phoneVerification} state={{ from: paths.user.profile }}>
                    Telefonu doğrula
                  </Link>
                </Button>
              )
            }
          />
          <ProfileStats items={statsOf(user)} />
        </div>
        <div className="flex flex-col gap-6">
          <ProfileDetails user={user} />
          <ChangePasswordForm />
        </div>
      </div>
    </div>
  );
}
