import { Module } from '@nestjs/common';
import { AbsenceGuards } from './absence-guards.client';

/** The absence service's answers to "may org change this?" (RPC through the service's client). */
@Module({
  providers: [AbsenceGuards],
  exports: [AbsenceGuards],
})
export class AbsenceGuardsModule {}
