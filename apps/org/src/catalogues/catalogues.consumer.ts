import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type Country, type MessageEnvelope, type NamedItem, ORG_ADMIN_RPC, ORG_RPC, type Page } from '@presently/contracts';
import { requireActor } from '@presently/service-runtime';
import { DeleteCatalogueEntryUseCase } from './usecases/delete-catalogue-entry/delete-catalogue-entry.usecase';
import { ListCatalogueUseCase } from './usecases/list-catalogue/list-catalogue.usecase';
import { ListCataloguePageUseCase } from './usecases/list-catalogue-page/list-catalogue-page.usecase';
import { ListCountriesUseCase } from './usecases/list-countries/list-countries.usecase';
import { SaveCatalogueEntryUseCase } from './usecases/save-catalogue-entry/save-catalogue-entry.usecase';

@Controller()
export class CataloguesConsumer {
  constructor(
    private readonly listCatalogue: ListCatalogueUseCase,
    private readonly listCountries: ListCountriesUseCase,
    private readonly listPage: ListCataloguePageUseCase,
    private readonly saveEntry: SaveCatalogueEntryUseCase,
    private readonly deleteEntry: DeleteCatalogueEntryUseCase,
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

  @MessagePattern(ORG_ADMIN_RPC.listNationalities)
  listNationalities(@Payload() envelope: MessageEnvelope): Promise<Page<NamedItem>> {
    return this.listPage.execute(requireActor(envelope.meta), 'nationalities', envelope.payload);
  }

  @MessagePattern(ORG_ADMIN_RPC.saveNationality)
  saveNationality(@Payload() envelope: MessageEnvelope): Promise<NamedItem> {
    return this.saveEntry.execute(requireActor(envelope.meta), 'nationalities', envelope.payload);
  }

  @MessagePattern(ORG_ADMIN_RPC.deleteNationality)
  deleteNationality(@Payload() envelope: MessageEnvelope): Promise<{ deleted: true }> {
    return this.deleteEntry.execute(requireActor(envelope.meta), 'nationalities', envelope.payload);
  }

  @MessagePattern(ORG_ADMIN_RPC.listReligions)
  listReligions(@Payload() envelope: MessageEnvelope): Promise<Page<NamedItem>> {
    return this.listPage.execute(requireActor(envelope.meta), 'religions', envelope.payload);
  }

  @MessagePattern(ORG_ADMIN_RPC.saveReligion)
  saveReligion(@Payload() envelope: MessageEnvelope): Promise<NamedItem> {
    return this.saveEntry.execute(requireActor(envelope.meta), 'religions', envelope.payload);
  }

  @MessagePattern(ORG_ADMIN_RPC.deleteReligion)
  deleteReligion(@Payload() envelope: MessageEnvelope): Promise<{ deleted: true }> {
    return this.deleteEntry.execute(requireActor(envelope.meta), 'religions', envelope.payload);
  }
}
