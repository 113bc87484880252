import { Module } from '@nestjs/common';
import { AbsenceGuardsModule } from '../absence-guards/absence-guards.module';
import { OrgDataModule } from '../org-data.module';
import { TeamChecks } from './team-checks';
import { TeamsConsumer } from './teams.consumer';
import { CreateTeamUseCase } from './usecases/create-team/create-team.usecase';
import { DeleteTeamUseCase } from './usecases/delete-team/delete-team.usecase';
import { ListTeamsUseCase } from './usecases/list-teams/list-teams.usecase';
import { UpdateTeamUseCase } from './usecases/update-team/update-team.usecase';

/** Teams: list with members, create, update (lead, department, members), delete. */
@Module({
  imports: [OrgDataModule, AbsenceGuardsModule],
  controllers: [TeamsConsumer],
  providers: [TeamChecks, ListTeamsUseCase, CreateTeamUseCase, UpdateTeamUseCase, DeleteTeamUseCase],
})
export class TeamsModule {}
