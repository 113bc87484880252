import { Module } from '@nestjs/common';
import { CountriesConsumer } from './countries.consumer';
import { ListCountriesUseCase } from './usecases/list-countries/list-countries.usecase';

/** ISO 3166 countries, named in the user's language (no data of its own: the list ships with a library). */
@Module({
  controllers: [CountriesConsumer],
  providers: [ListCountriesUseCase],
})
export class CountriesModule {}
