import { Module } from '@nestjs/common';
import { NationalitiesReligionsConsumer } from './nationalities-religions.consumer';
import { NationalitiesReligionsRepository } from './nationalities-religions.repository';
import { DeleteNationalityReligionUseCase } from './usecases/delete-nationality-religion/delete-nationality-religion.usecase';
import { ListNationalitiesReligionsUseCase } from './usecases/list-nationalities-religions/list-nationalities-religions.usecase';
import { ListNationalitiesReligionsPageUseCase } from './usecases/list-nationalities-religions-page/list-nationalities-religions-page.usecase';
import { SaveNationalityReligionUseCase } from './usecases/save-nationality-religion/save-nationality-religion.usecase';

/** Nationalities and religions, each company its own: listed, added, renamed, deleted when nobody refers to them. */
@Module({
  controllers: [NationalitiesReligionsConsumer],
  providers: [
    NationalitiesReligionsRepository,
    ListNationalitiesReligionsUseCase,
    ListNationalitiesReligionsPageUseCase,
    SaveNationalityReligionUseCase,
    DeleteNationalityReligionUseCase,
  ],
  exports: [NationalitiesReligionsRepository],
})
export class NationalitiesReligionsModule {}
