import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type MessageEnvelope, PRESENCE_RPC, type PresenceHistoryPage, type TeamWeekView, type TodayRow } from '@presently/contracts';
import { requireActor } from '@presently/service-runtime';
import { TeamHistoryUseCase } from './usecases/team-history/team-history.usecase';
import { TeamWeekUseCase } from './usecases/team-week/team-week.usecase';
import { TodayUseCase } from './usecases/today/today.usecase';

/** The managers' /presence screen: today, weekly and history of the people in the actor's scope. */
@Controller()
export class TeamConsumer {
  constructor(
    private readonly todayUseCase: TodayUseCase,
    private readonly weekUseCase: TeamWeekUseCase,
    private readonly historyUseCase: TeamHistoryUseCase,
  ) {}

  @MessagePattern(PRESENCE_RPC.today)
  today(@Payload() e: MessageEnvelope): Promise<TodayRow[]> {
    return this.todayUseCase.execute(requireActor(e.meta), e.payload, e.meta);
  }

  @MessagePattern(PRESENCE_RPC.teamWeek)
  week(@Payload() e: MessageEnvelope): Promise<TeamWeekView> {
    return this.weekUseCase.execute(requireActor(e.meta), e.payload, e.meta);
  }

  @MessagePattern(PRESENCE_RPC.teamHistory)
  history(@Payload() e: MessageEnvelope): Promise<PresenceHistoryPage> {
    return this.historyUseCase.execute(requireActor(e.meta), e.payload, e.meta);
  }
}
