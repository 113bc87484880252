import { Injectable, type OnApplicationShutdown } from '@nestjs/common';

/** Things started outside Nest's container (the probe server) that must stop with the app. */
@Injectable()
export class ShutdownHooks implements OnApplicationShutdown {
  private readonly hooks: Array<() => Promise<void>> = [];

  add(hook: () => Promise<void>): void {
    this.hooks.push(hook);
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled(this.hooks.map((h) => h()));
  }
}
