import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type MessageEnvelope, ORG_ADMIN_RPC, type Page, type Team } from '@presently/contracts';
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

  @MessagePattern(ORG_ADMIN_RPC.listTeams)
  list(@Payload() envelope: MessageEnvelope): Promise<Page<Team>> {
    return this.listTeams.execute(requireActor(envelope.meta), envelope.payload);
  }

  @MessagePattern(ORG_ADMIN_RPC.createTeam)
  create(@Payload() envelope: MessageEnvelope): Promise<Team> {
    return this.createTeam.execute(requireActor(envelope.meta), envelope.payload, envelope.meta);
  }

  @MessagePattern(ORG_ADMIN_RPC.updateTeam)
  update(@Payload() envelope: MessageEnvelope): Promise<Team> {
    return this.updateTeam.execute(requireActor(envelope.meta), envelope.payload, envelope.meta);
  }

  @MessagePattern(ORG_ADMIN_RPC.deleteTeam)
  remove(@Payload() envelope: MessageEnvelope): Promise<{ deleted: true }> {
    return this.deleteTeam.execute(requireActor(envelope.meta), envelope.payload);
  }
}
