import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  GET_PRESENCE_TODAY,
  GET_TEAM_WEEK,
  LIST_TEAM_HISTORY,
  type MessageEnvelope,
  type PresenceHistoryPage,
  TeamFilter,
  TeamHistoryQuery,
  type TeamWeekView,
  TeamWeekQuery,
  type TodayRow,
} from '@presently/contracts';
import { requireActor } from '@presently/service-runtime';
import { type FieldChecker, optionalId } from '@presently/validation';
import { readHistoryQuery } from '../common/domain/history-query';
import { fieldRules, readRequest } from '@presently/validation';
import { TeamHistoryUseCase } from './usecases/team-history/team-history.usecase';
import { TeamWeekUseCase } from './usecases/team-week/team-week.usecase';
import { TodayUseCase } from './usecases/today/today.usecase';

/** The department and team a screen is narrowed to (null: not narrowed). */
const teamFilter = (c: FieldChecker) => ({
  departmentId: optionalId(c, 'department_id', { digits: true }) ?? null,
  teamId: optionalId(c, 'team_id', { digits: true }) ?? null,
});

/** The managers' /presence screen: today, weekly and history of the people in the actor's scope. */
@Controller()
export class TeamConsumer {
  constructor(
    private readonly todayUseCase: TodayUseCase,
    private readonly weekUseCase: TeamWeekUseCase,
    private readonly historyUseCase: TeamHistoryUseCase,
  ) {}

  @MessagePattern(GET_PRESENCE_TODAY.pattern)
  async today(@Payload() e: MessageEnvelope): Promise<TodayRow[]> {
    return this.todayUseCase.execute(requireActor(e.meta), readRequest(TeamFilter, e.payload, fieldRules(teamFilter)), e.meta);
  }

  @MessagePattern(GET_TEAM_WEEK.pattern)
  async week(@Payload() e: MessageEnvelope): Promise<TeamWeekView> {
    return this.weekUseCase.execute(requireActor(e.meta), readRequest(TeamWeekQuery, e.payload), e.meta);
  }

  @MessagePattern(LIST_TEAM_HISTORY.pattern)
  async history(@Payload() e: MessageEnvelope): Promise<PresenceHistoryPage> {
    const query = readRequest(
      TeamHistoryQuery,
      e.payload,
      fieldRules((c) => ({ history: readHistoryQuery(c), userId: optionalId(c, 'user_id', { digits: true }) ?? null, ...teamFilter(c) })),
    );
    return this.historyUseCase.execute(requireActor(e.meta), query, e.meta);
  }
}
