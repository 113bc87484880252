import { Injectable } from '@nestjs/common';

/** The current instant; one place to read it, so use cases can be tested at a chosen time. */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
