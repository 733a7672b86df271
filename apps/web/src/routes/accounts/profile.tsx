import { useSession } from "@halisaha/data";
import { Button, ProfileCard, ProfileStats } from "@halisaha/ui";
import { Link } from "react-router-dom";
import { paths } from "../../config/paths";
import { ChangePasswordForm } from "../../features/accounts/change-password-form";
import { ProfileDetails } from "../../features/accounts/profile-details";
import { memberSinceOf, statsOf } from "../../features/accounts/profile-summary";
import { SessionsCard } from "../../features/accounts/sessions-card";

/**
 * /user/profile, signed in: the user card, the statistics, the personal
 * details (view/edit), the password change and "sign out everywhere".
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
                  <Link to={paths.phoneVerification.href()} state={{ from: paths.user.profile.href() }}>
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
          <SessionsCard />
        </div>
      </div>
    </div>
  );
}
