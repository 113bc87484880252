import { Module } from '@nestjs/common';
import { AbsenceGuardsModule } from '../absence-guards/absence-guards.module';
import { DepartmentsModule } from '../departments/departments.module';
import { UserRecordsModule } from '../user-records/user-records.module';
import { TeamsRepository } from './teams.repository';
import { TeamReferencesChecker } from './team-references.checker';
import { TeamsConsumer } from './teams.consumer';
import { CreateTeamUseCase } from './usecases/create-team/create-team.usecase';
import { DeleteTeamUseCase } from './usecases/delete-team/delete-team.usecase';
import { ListTeamsUseCase } from './usecases/list-teams/list-teams.usecase';
import { UpdateTeamUseCase } from './usecases/update-team/update-team.usecase';

/** Teams: list with members, create, update (lead, department, members), delete. */
@Module({
  imports: [DepartmentsModule, UserRecordsModule, AbsenceGuardsModule],
  controllers: [TeamsConsumer],
  providers: [TeamsRepository, TeamReferencesChecker, ListTeamsUseCase, CreateTeamUseCase, UpdateTeamUseCase, DeleteTeamUseCase],
  exports: [TeamsRepository],
})
export class TeamsModule {}
