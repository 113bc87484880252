import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CREATE_TEAM, DELETE_TEAM, LIST_TEAMS, type MessageEnvelope, type Page, type Team, UPDATE_TEAM } from '@presently/contracts';
import { requireActor } from '@presently/service-runtime';
import { CreateTeamUseCase } from './usecases/create-team/create-team.usecase';
import { DeleteTeamUseCase } from './usecases/delete-team/delete-team.usecase';
import { ListTeamsUseCase } from './usecases/list-teams/list-teams.usecase';
import { UpdateTeamUseCase } from './usecases/update-team/update-team.usecase';

@Controller()
export class TeamsConsumer {
  constructor(
    private readonly listTeams: ListTeamsUseCase,
    private readonly createTeam: CreateTeamUseCase,
    private readonly updateTeam: UpdateTeamUseCase,
    private readonly deleteTeam: DeleteTeamUseCase,
  ) {}

  @MessagePattern(LIST_TEAMS.pattern)
  list(@Payload() envelope: MessageEnvelope): Promise<Page<Team>> {
    return this.listTeams.execute(requireActor(envelope.meta), envelope.payload);
  }

  @MessagePattern(CREATE_TEAM.pattern)
  create(@Payload() envelope: MessageEnvelope): Promise<Team> {
    return this.createTeam.execute(requireActor(envelope.meta), envelope.payload, envelope.meta);
  }

  @MessagePattern(UPDATE_TEAM.pattern)
  update(@Payload() envelope: MessageEnvelope): Promise<Team> {
    return this.updateTeam.execute(requireActor(envelope.meta), envelope.payload, envelope.meta);
  }

  @MessagePattern(DELETE_TEAM.pattern)
  remove(@Payload() envelope: MessageEnvelope): Promise<{ deleted: true }> {
    return this.deleteTeam.execute(requireActor(envelope.meta), envelope.payload);
  }
}
