import { statusFilterValues, type StatusFilterValue } from "@halisaha/ui";
import { useEffect } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";
import {
  OwnerFacilityList,
  type OwnerFacilityListState,
} from "../../features/owner/owner-facility-list";

const isStatus = (value: string | null): value is StatusFilterValue =>
  (statusFilterValues as readonly (string | null)[]).includes(value);

/** /owner/facilities ('Sahalarım'): page, search and status live in the URL. */
export default function OwnerFacilitiesRoute() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const flash = (location.state as { flash?: string } | null)?.flash ?? null;
  // The message is shown once; a reload must not show it again.
  useEffect(() => {
    if (flash) navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [flash, location.pathname, location.search, navigate]);

  const status = params.get("status");
  const state: OwnerFacilityListState = {
    page: Math.max(1, Number(params.get("page")) || 1),
    search: params.get("search") ?? "",
    status: isStatus(status) ? status : "all",
  };
  return (
    <section className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">Sahalarım</h2>
      <OwnerFacilityList
        state={state}
        flash={flash}
        onStateChange={(next) => {
          const query = new URLSearchParams();
          if (next.page > 1) query.set("page", String(next.page));
          if (next.search) query.set("search", next.search);
          if (next.status !== "all") query.set("status", next.status);
          setParams(query);
        }}
      />
    </section>
  );
}
