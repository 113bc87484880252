import { Injectable, type OnModuleInit } from '@nestjs/common';
import * as argon2 from 'argon2';

/**
 * argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane): strong, and light enough
 * that a burst of logins does not exhaust a replica's memory.
 */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The one place that knows how passwords are hashed. */
@Injectable()
export class PasswordHasher implements OnModuleInit {
  private dummy: Promise<string> | null = null;

  /** The dummy hash is made at start, so the first unknown e-mail costs what every later one does. */
  async onModuleInit(): Promise<void> {
    await this.dummyHash();
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, OPTIONS);
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false; // a malformed stored hash never matches
    }
  }

  /** Spends the time of one verification when there is no account, so timing does not tell which e-mails exist. */
  async verifyDummy(password: string): Promise<false> {
    await this.verify(await this.dummyHash(), password);
    return false;
  }

  private dummyHash(): Promise<string> {
    this.dummy ??= argon2.hash('presently-dummy-password', OPTIONS);
    return this.dummy;
  }
}
