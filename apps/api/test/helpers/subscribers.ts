import type { App } from "../../src/app";
import { bearer } from "./accounts";
import { get, type Account } from "./reservations";

/** A valid subscriber body: Tuesdays 20:00-21:00, active, unless overridden. */
export function regular(facilityId: number, more: Record<string, unknown> = {}) {
  return {
    facilityId,
    contactName: "Ahmet Yılmaz",
    contactPhone: "5321234567",
    dayOfWeek: 2,
    startTime: "20:00",
    endTime: "21:00",
    status: "active",
    ...more,
  };
}

export function postSubscriber(app: App, account: Account, body: Record<string, unknown>) {
  return app.inject({ method: "POST", url: "/api/subscribers", headers: account.headers, payload: body });
}

export function putSubscriber(app: App, account: Account, id: number, body: Record<string, unknown>) {
  return app.inject({
    method: "PUT",
    url: `/api/subscribers/${id}`,
    headers: account.headers,
    payload: body,
  });
}

export function deleteSubscriber(app: App, account: Account, id: number | string) {
  return app.inject({ method: "DELETE", url: `/api/subscribers/${id}`, headers: bearer(account.token) });
}

export function addException(app: App, account: Account, body: Record<string, unknown>) {
  return app.inject({
    method: "POST",
    url: `/api/subscribers/exception?t=${Date.now()}`,
    headers: account.headers,
    payload: body,
  });
}

export function deleteException(app: App, account: Account, id: number) {
  return app.inject({
    method: "DELETE",
    url: `/api/subscribers/exception/${id}`,
    headers: bearer(account.token),
  });
}

/** The start hours of business day `date` that are taken (not free and not past). */
export async function takenHours(app: App, facilityId: number, date: string): Promise<string[]> {
  const response = await get(app, `/api/facilities/${facilityId}/reservation-times?date=${date}`);
  if (response.statusCode !== 200) throw new Error(response.body);
  const items = response.json().data.items as { startTime: string; status: boolean; isPast: boolean }[];
  return items.filter((slot) => !slot.status && !slot.isPast).map((slot) => slot.startTime);
}
