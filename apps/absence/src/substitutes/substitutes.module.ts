import { Module } from '@nestjs/common';
import { SubstitutesRepository } from './substitutes.repository';

/** Substitutes' table; the requests feature names them and lets them decide. */
@Module({ providers: [SubstitutesRepository], exports: [SubstitutesRepository] })
export class SubstitutesModule {}
