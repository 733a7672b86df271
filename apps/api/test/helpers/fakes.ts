import type { SmsSender } from "../../src/adapters/sms";
import type { Clock } from "../../src/clock";

/** A clock the test moves by hand; starts at a fixed instant. */
export class TestClock implements Clock {
  private current: number;

  constructor(start: Date | string = "2026-03-02T09:00:00.000Z") {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(seconds: number): void {
    this.current += seconds * 1000;
  }
}

export interface SentSms {
  phone: string;
  text: string;
  code: string | undefined;
}

/** An SMS adapter that keeps what it was asked to send; `failNext()` makes the next send fail. */
export class MemorySms implements SmsSender {
  readonly sent: SentSms[] = [];
  private failures = 0;

  async send(phone: string, text: string, details?: { code?: string }): Promise<void> {
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error("provider down");
    }
    this.sent.push({ phone, text, code: details?.code });
  }

  failNext(): void {
    this.failures += 1;
  }

  /** The code of the newest message to `phone`. */
  lastCode(phone: string): string {
    const code = this.sent.filter((sms) => sms.phone === phone).at(-1)?.code;
    if (code === undefined) throw new Error(`no SMS was sent to ${phone}`);
    return code;
  }

  countTo(phone: string): number {
    return this.sent.filter((sms) => sms.phone === phone).length;
  }
}
