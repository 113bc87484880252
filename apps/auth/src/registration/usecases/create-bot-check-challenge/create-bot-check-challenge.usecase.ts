import { Injectable } from '@nestjs/common';
import type { BotCheckChallenge } from '@presently/contracts';
import { BotCheck } from '../../bot-check.service';

/** A new bot-check challenge for the registration form's widget. */
@Injectable()
export class CreateBotCheckChallengeUseCase {
  constructor(private readonly botCheck: BotCheck) {}

  execute(): Promise<BotCheckChallenge> {
    return this.botCheck.challenge();
  }
}
