import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type Country, type MessageEnvelope, type NamedItem, ORG_RPC } from '@presently/contracts';
import { requireActor } from '@presently/service-runtime';
import { ListCatalogueUseCase } from './usecases/list-catalogue/list-catalogue.usecase';
import { ListCountriesUseCase } from './usecases/list-countries/list-countries.usecase';

@Controller()
export class CataloguesConsumer {
  constructor(
    private readonly listCatalogue: ListCatalogueUseCase,
    private readonly listCountries: ListCountriesUseCase,
  ) {}

  @MessagePattern(ORG_RPC.religions)
  religions(@Payload() envelope: MessageEnvelope): Promise<NamedItem[]> {
    return this.listCatalogue.execute(requireActor(envelope.meta), 'religions');
  }

  @MessagePattern(ORG_RPC.nationalities)
  nationalities(@Payload() envelope: MessageEnvelope): Promise<NamedItem[]> {
    return this.listCatalogue.execute(requireActor(envelope.meta), 'nationalities');
  }

  @MessagePattern(ORG_RPC.countries)
  countries(@Payload() envelope: MessageEnvelope): Country[] {
    return this.listCountries.execute(requireActor(envelope.meta));
  }
}
