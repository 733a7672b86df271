import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const getToken = vi.fn<() => Promise<string>>();
const addDeviceToken = vi.fn<(token: string) => Promise<void>>();
const toastInfo = vi.fn();

vi.mock("firebase/app", () => ({ getApps: () => [], initializeApp: (config: unknown) => ({ config }) }));
vi.mock("firebase/messaging", () => ({ getMessaging: () => ({}), getToken: () => getToken() }));
vi.mock("@halisaha/data", () => ({ addDeviceToken: (token: string) => addDeviceToken(token) }));
vi.mock("../../shared/toasts", () => ({ notify: { info: (...args: unknown[]) => toastInfo(...args) } }));

const config = {
  apiKey: "key",
  projectId: "halisaha",
  messagingSenderId: "1",
  appId: "1:1:web:1",
  vapidKey: "BVapid",
};

type Listener = (event: MessageEvent) => void;
const listeners: Listener[] = [];

function setPermission(permission: NotificationPermission, afterAsking: NotificationPermission = permission) {
  const requestPermission = vi.fn(async () => afterAsking);
  vi.stubGlobal("Notification", { permission, requestPermission });
  return requestPermission;
}

beforeEach(() => {
  vi.resetModules();
  getToken.mockReset().mockResolvedValue("token-1");
  addDeviceToken.mockReset().mockResolvedValue(undefined);
  toastInfo.mockReset();
  listeners.length = 0;
  localStorage.clear();
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: {
      register: vi.fn(async () => ({})),
      addEventListener: (_type: string, listener: Listener) => listeners.push(listener),
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

async function start(ask: boolean, onPush = vi.fn()) {
  const { startWebPush } = await import("./web-push");
  await startWebPush(config, { userId: 7, ask, onPush });
  return onPush;
}

describe("startWebPush", () => {
  it("asks for permission only after a user action, then sends the token once", async () => {
    const requestPermission = setPermission("default", "granted");
    await start(false);
    expect(requestPermission).not.toHaveBeenCalled();
    expect(addDeviceToken).not.toHaveBeenCalled();

    await start(true);
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(addDeviceToken).toHaveBeenCalledWith("token-1");

    setPermission("granted");
    await start(false);
    expect(addDeviceToken).toHaveBeenCalledOnce();
    getToken.mockResolvedValue("token-2");
    await start(false);
    expect(addDeviceToken).toHaveBeenLastCalledWith("token-2");
  });

  it("only warns when permission is denied or no token comes", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    setPermission("default", "denied");
    await start(true);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("Bildirim izni verilmedi"));

    setPermission("granted");
    getToken.mockResolvedValue("");
    await start(false);
    getToken.mockRejectedValue(new Error("messaging/token-subscribe-failed"));
    await start(false);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining("Bildirim anahtarı alınamadı."),
      expect.any(Error),
    );
    expect(addDeviceToken).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it("shows a foreground push as a 5-second toast and only logs one without title or body", async () => {
    setPermission("granted");
    const onPush = await start(false);
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const deliver = (data: unknown) => listeners.forEach((listener) => listener({ data } as MessageEvent));
    deliver({
      type: "halisaha-push",
      notification: { title: "Rezervasyonunuz onaylandı", body: "Yarın 20:00" },
    });
    expect(toastInfo).toHaveBeenCalledWith("Rezervasyonunuz onaylandı: Yarın 20:00", { duration: 5000 });
    deliver({ type: "halisaha-push", notification: { title: "Başlık" } });
    expect(toastInfo).toHaveBeenCalledOnce();
    expect(info).toHaveBeenCalled();
    expect(onPush).toHaveBeenCalledTimes(2);
    info.mockRestore();
  });
});
