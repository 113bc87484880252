import { Module } from '@nestjs/common';
import { CataloguesConsumer } from './catalogues.consumer';
import { CataloguesRepository } from './catalogues.repository';
import { ListCatalogueUseCase } from './usecases/list-catalogue/list-catalogue.usecase';
import { ListCountriesUseCase } from './usecases/list-countries/list-countries.usecase';

/** Nationalities and religions (per company) and countries (ISO 3166). */
@Module({
  controllers: [CataloguesConsumer],
  providers: [CataloguesRepository, ListCatalogueUseCase, ListCountriesUseCase],
  exports: [CataloguesRepository],
})
export class CataloguesModule {}
