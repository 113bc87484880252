import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { ACCEPT_TERMS, AcceptTermsRequest, CHANGE_LANGUAGE, ChangeLanguageRequest, GET_ACCOUNT_FLAGS, type AccountFlags, type MessageEnvelope } from '@presently/contracts';
import { requireActor } from '@presently/service-runtime';
import { readRequest } from '@presently/validation';
import { AcceptTermsUseCase } from './usecases/accept-terms/accept-terms.usecase';
import { ChangeLanguageUseCase } from './usecases/change-language/change-language.usecase';
import { GetAccountFlagsUseCase } from './usecases/get-account-flags/get-account-flags.usecase';

@Controller()
export class AccountFlagsConsumer {
  constructor(
    private readonly flags: GetAccountFlagsUseCase,
    private readonly acceptTermsUseCase: AcceptTermsUseCase,
    private readonly changeLanguageUseCase: ChangeLanguageUseCase,
  ) {}

  @MessagePattern(GET_ACCOUNT_FLAGS.pattern)
  accountFlags({ meta }: MessageEnvelope): Promise<AccountFlags> {
    return this.flags.execute(requireActor(meta).userId);
  }

  @MessagePattern(ACCEPT_TERMS.pattern)
  acceptTerms({ meta, payload }: MessageEnvelope): Promise<AccountFlags> {
    const actor = requireActor(meta);
    readRequest(AcceptTermsRequest, payload);
    return this.acceptTermsUseCase.execute(actor.userId);
  }

  @MessagePattern(CHANGE_LANGUAGE.pattern)
  changeLanguage({ meta, payload }: MessageEnvelope): Promise<AccountFlags> {
    const actor = requireActor(meta);
    const request = readRequest(ChangeLanguageRequest, payload);
    return this.changeLanguageUseCase.execute(actor.userId, request.user_lang);
  }
}
