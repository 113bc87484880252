import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type Country, LIST_COUNTRIES, type MessageEnvelope } from '@presently/contracts';
import { requireActor } from '@presently/service-runtime';
import { ListCountriesUseCase } from './usecases/list-countries/list-countries.usecase';

@Controller()
export class CountriesConsumer {
  constructor(private readonly listCountries: ListCountriesUseCase) {}

  @MessagePattern(LIST_COUNTRIES.pattern)
  countries(@Payload() envelope: MessageEnvelope): Country[] {
    return this.listCountries.execute(requireActor(envelope.meta));
  }
}
