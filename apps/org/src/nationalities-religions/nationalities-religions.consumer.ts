import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  DELETE_NATIONALITY,
  DELETE_RELIGION,
  LIST_NATIONALITIES,
  LIST_NATIONALITIES_PAGE,
  LIST_RELIGIONS,
  LIST_RELIGIONS_PAGE,
  type MessageEnvelope,
  type NamedItem,
  type Page,
  SAVE_NATIONALITY,
  SAVE_RELIGION,
} from '@presently/contracts';
import { requireActor } from '@presently/service-runtime';
import { DeleteNationalityReligionUseCase } from './usecases/delete-nationality-religion/delete-nationality-religion.usecase';
import { ListNationalitiesReligionsUseCase } from './usecases/list-nationalities-religions/list-nationalities-religions.usecase';
import { ListNationalitiesReligionsPageUseCase } from './usecases/list-nationalities-religions-page/list-nationalities-religions-page.usecase';
import { SaveNationalityReligionUseCase } from './usecases/save-nationality-religion/save-nationality-religion.usecase';

@Controller()
export class NationalitiesReligionsConsumer {
  constructor(
    private readonly listNationalitiesReligions: ListNationalitiesReligionsUseCase,
    private readonly listPage: ListNationalitiesReligionsPageUseCase,
    private readonly saveEntry: SaveNationalityReligionUseCase,
    private readonly deleteEntry: DeleteNationalityReligionUseCase,
  ) {}

  @MessagePattern(LIST_RELIGIONS.pattern)
  religions(@Payload() envelope: MessageEnvelope): Promise<NamedItem[]> {
    return this.listNationalitiesReligions.execute(requireActor(envelope.meta), 'religions');
  }

  @MessagePattern(LIST_NATIONALITIES.pattern)
  nationalities(@Payload() envelope: MessageEnvelope): Promise<NamedItem[]> {
    return this.listNationalitiesReligions.execute(requireActor(envelope.meta), 'nationalities');
  }

  @MessagePattern(LIST_NATIONALITIES_PAGE.pattern)
  listNationalities(@Payload() envelope: MessageEnvelope): Promise<Page<NamedItem>> {
    return this.listPage.execute(requireActor(envelope.meta), 'nationalities', envelope.payload);
  }

  @MessagePattern(SAVE_NATIONALITY.pattern)
  saveNationality(@Payload() envelope: MessageEnvelope): Promise<NamedItem> {
    return this.saveEntry.execute(requireActor(envelope.meta), 'nationalities', envelope.payload);
  }

  @MessagePattern(DELETE_NATIONALITY.pattern)
  deleteNationality(@Payload() envelope: MessageEnvelope): Promise<{ deleted: true }> {
    return this.deleteEntry.execute(requireActor(envelope.meta), 'nationalities', envelope.payload);
  }

  @MessagePattern(LIST_RELIGIONS_PAGE.pattern)
  listReligions(@Payload() envelope: MessageEnvelope): Promise<Page<NamedItem>> {
    return this.listPage.execute(requireActor(envelope.meta), 'religions', envelope.payload);
  }

  @MessagePattern(SAVE_RELIGION.pattern)
  saveReligion(@Payload() envelope: MessageEnvelope): Promise<NamedItem> {
    return this.saveEntry.execute(requireActor(envelope.meta), 'religions', envelope.payload);
  }

  @MessagePattern(DELETE_RELIGION.pattern)
  deleteReligion(@Payload() envelope: MessageEnvelope): Promise<{ deleted: true }> {
    return this.deleteEntry.execute(requireActor(envelope.meta), 'religions', envelope.payload);
  }
}
