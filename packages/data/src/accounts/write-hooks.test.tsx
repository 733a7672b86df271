import { act } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ApiError } from "../client/api-error";
import { accountMessages } from "../contract/accounts/messages";
import { getSession, signIn } from "../session/store";
import { failed, ok, storedUser } from "../test/fixtures";
import { renderWithData } from "../test/render";
import type { FakeReply } from "../test/fake-api";
import { setUpTestApi } from "../test/test-api";
import { useChangePassword } from "./change-password";
import { useForgotPassword } from "./forgot-password";
import { useGoogleLogin } from "./google-login";
import { useRegister } from "./register";
import { useResetPassword } from "./reset-password";
import { useSendVerificationCode } from "./send-verification-code";
import { registerFixture } from "./test-fixtures";
import { useVerifyResetCode } from "./verify-reset-code";

const server = setUpTestApi();

/** What a test reads of a rendered write hook, whatever its input and result. */
type WriteState = { isMutating: boolean; error: ApiError | undefined; data: unknown; reset: () => void };

type WriteCase = {
  name: string;
  path: string;
  /** the hook needs a signed-in user (the endpoint is behind the token) */
  signedIn?: boolean;
  /** the answer of a success */
  answer: FakeReply;
  /** what `trigger` resolves to and `data` then holds */
  result: unknown;
  /** a refusal and the ApiError fields it leaves in `error` */
  refusal: FakeReply & { expected: Partial<ApiError> };
  /** what else a success leaves (the session, for the writes that sign in) */
  afterSuccess?: () => void;
  /** the body sent */
  body: unknown;
  /** the hook in a fresh DataProvider, with `trigger` bound to the case's input */
  render: () => { state: () => WriteState; trigger: () => Promise<unknown> };
};

/** A case for one hook (e.g. `useRegister`); `input` is what the screen would hand `trigger`. */
function writeCase<Input, Result>(
  useWrite: () => WriteState & { trigger: (input: Input) => Promise<Result> },
  input: Input,
  rest: Omit<WriteCase, "render" | "body" | "result"> & { result: Result },
): WriteCase {
  return {
    ...rest,
    body: input,
    render() {
      const { result } = renderWithData(useWrite);
      return { state: () => result.current, trigger: () => result.current.trigger(input) };
    },
  };
}

const passwords = {
  currentPassword: "eski-sifre",
  newPassword: "yeni-sifre-1",
  confirmPassword: "yeni-sifre-1",
};
const code = { phone: "5321234567", otp: "123456" };

const cases: WriteCase[] = [
  writeCase(useRegister, registerFixture, {
    name: "useRegister",
    path: "/auth/register",
    answer: {
      status: 201,
      body: {
        success: true,
        message: accountMessages.registered,
        data: { token: "tok-reg", items: storedUser },
      },
    },
    result: { user: storedUser, message: accountMessages.registered },
    afterSuccess: () => expect(getSession()).toMatchObject({ status: "authenticated", token: "tok-reg" }),
    refusal: {
      ...failed(409, accountMessages.emailTaken, {
        errors: [{ field: "email", message: accountMessages.emailTaken }],
      }),
      expected: { status: 409, fieldErrors: [{ field: "email", message: accountMessages.emailTaken }] },
    },
  }),
  writeCase(
    useGoogleLogin,
    { token: "google-id-token" },
    {
      name: "useGoogleLogin",
      path: "/auth/google-login",
      answer: ok({ token: "tok-google", items: storedUser }, accountMessages.loggedIn),
      result: { user: storedUser, message: accountMessages.loggedIn },
      afterSuccess: () =>
        expect(getSession()).toMatchObject({ status: "authenticated", token: "tok-google" }),
      refusal: { ...failed(503, accountMessages.googleUnavailable), expected: { status: 503 } },
    },
  ),
  writeCase(useChangePassword, passwords, {
    name: "useChangePassword",
    path: "/auth/change-password",
    signedIn: true,
    answer: ok({ token: "tok-fresh" }, accountMessages.passwordChanged),
    result: { message: accountMessages.passwordChanged },
    afterSuccess: () => expect(getSession()).toMatchObject({ status: "authenticated", token: "tok-fresh" }),
    refusal: { ...failed(400, accountMessages.currentPasswordWrong), expected: { status: 400 } },
  }),
  writeCase(
    useForgotPassword,
    { phone: "5321234567" },
    {
      name: "useForgotPassword",
      path: "/auth/forgot-password",
      answer: ok(null, accountMessages.resetCodeSent),
      result: { message: accountMessages.resetCodeSent },
      refusal: { ...failed(429, accountMessages.tooManyCodes), expected: { status: 429 } },
    },
  ),
  writeCase(useVerifyResetCode, code, {
    name: "useVerifyResetCode",
    path: "/auth/verify-reset-code",
    answer: ok({ resetToken: "sifirlama-anahtari" }, accountMessages.codeVerified),
    result: { message: accountMessages.codeVerified, resetToken: "sifirlama-anahtari" },
    refusal: { ...failed(400, accountMessages.codeInvalid), expected: { status: 400 } },
  }),
  writeCase(
    useResetPassword,
    {
      resetToken: "sifirlama-anahtari",
      phone: "5321234567",
      newPassword: "yeni-sifre",
      confirmPassword: "yeni-sifre",
    },
    {
      name: "useResetPassword",
      path: "/auth/reset-password",
      answer: ok(null, accountMessages.passwordReset),
      result: { message: accountMessages.passwordReset },
      afterSuccess: () => expect(getSession().status).toBe("unauthenticated"),
      refusal: { ...failed(400, accountMessages.resetNotVerified), expected: { status: 400 } },
    },
  ),
  writeCase(
    useSendVerificationCode,
    { phone: "5321234567" },
    {
      name: "useSendVerificationCode",
      path: "/auth/send-verification-code",
      signedIn: true,
      answer: ok(null, accountMessages.codeSent),
      result: { message: accountMessages.codeSent },
      refusal: { ...failed(400, accountMessages.phoneMismatch), expected: { status: 400 } },
    },
  ),
];

describe.each(cases)("$name", (write) => {
  const setUp = () => {
    if (write.signedIn) signIn("tok-1", storedUser);
  };

  it("is mutating until the answer, then holds the result and no error", async () => {
    setUp();
    server.on("POST", write.path, write.answer);
    const hook = write.render();
    let done: Promise<unknown> | undefined;
    act(() => {
      done = hook.trigger();
    });
    expect(hook.state().isMutating).toBe(true);
    await act(async () => {
      await expect(done).resolves.toEqual(write.result);
    });
    expect(hook.state().isMutating).toBe(false);
    expect(hook.state().error).toBeUndefined();
    expect(hook.state().data).toEqual(write.result);
    expect(server.requests[0]?.body).toEqual(write.body);
    write.afterSuccess?.();
  });

  it("rejects with the server's ApiError and keeps it as error until reset", async () => {
    setUp();
    const { expected, ...refusal } = write.refusal;
    server.on("POST", write.path, refusal);
    const hook = write.render();
    await act(async () => {
      await expect(hook.trigger()).rejects.toMatchObject(expected);
    });
    const message = (refusal.body as { message: string }).message;
    expect(hook.state().error).toMatchObject({ name: "ApiError", message, ...expected });
    expect(hook.state().isMutating).toBe(false);
    expect(hook.state().data).toBeUndefined();
    act(() => hook.state().reset());
    expect(hook.state().error).toBeUndefined();
  });
});

describe.each(cases.filter((write) => ["useRegister", "useGoogleLogin"].includes(write.name)))(
  "$name, given a user that breaks the contract",
  (write) => {
    it("holds 'Bir hata oluştu!' as error and leaves the session signed out", async () => {
      server.on("POST", write.path, ok({ token: "tok-x", items: { id: 1 } }));
      const hook = write.render();
      await act(async () => {
        await expect(hook.trigger()).rejects.toThrow("Bir hata oluştu!");
      });
      expect(hook.state().error?.message).toBe("Bir hata oluştu!");
      expect(getSession().status).toBe("unauthenticated");
    });
  },
);
