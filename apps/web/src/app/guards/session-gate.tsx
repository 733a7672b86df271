import { clientMessages, useSession } from "@halisaha/data";
import { Spinner } from "@halisaha/ui";
import type { ReactNode } from "react";

/** Shows 'Yükleniyor...' while the stored session is being checked. */
export function SessionGate({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === "loading") {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label={clientMessages.loading} showLabel />
      </div>
    );
  }
  return <>{children}</>;
}
