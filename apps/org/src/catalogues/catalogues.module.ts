import { Module } from '@nestjs/common';
import { OrgDataModule } from '../org-data.module';
import { CataloguesConsumer } from './catalogues.consumer';
import { DeleteCatalogueEntryUseCase } from './usecases/delete-catalogue-entry/delete-catalogue-entry.usecase';
import { ListCatalogueUseCase } from './usecases/list-catalogue/list-catalogue.usecase';
import { ListCataloguePageUseCase } from './usecases/list-catalogue-page/list-catalogue-page.usecase';
import { ListCountriesUseCase } from './usecases/list-countries/list-countries.usecase';
import { SaveCatalogueEntryUseCase } from './usecases/save-catalogue-entry/save-catalogue-entry.usecase';

/** Nationalities and religions (per company: listed, added, renamed, deleted when unused) and countries (ISO 3166). */
@Module({
  imports: [OrgDataModule],
  controllers: [CataloguesConsumer],
  providers: [ListCatalogueUseCase, ListCountriesUseCase, ListCataloguePageUseCase, SaveCatalogueEntryUseCase, DeleteCatalogueEntryUseCase],
})
export class CataloguesModule {}
