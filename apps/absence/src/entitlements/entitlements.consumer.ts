import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type Actor,
  DELETE_ENTITLEMENT,
  GET_MY_VACATION_DAYS,
  DeleteEntitlementRequest,
  LIST_ENTITLEMENTS,
  ListEntitlementsRequest,
  type MessageEnvelope,
  type MessageMeta,
  SAVE_ENTITLEMENT,
  type VacationBalanceRow,
  type VacationEntitlement,
} from '@presently/contracts';
import { valid } from '@presently/domain';
import { readRequest } from '@presently/validation';
import { requireActor } from '@presently/service-runtime';
import { EntitlementsPresenter } from './entitlements.presenter';
import { assertMayAdminister } from './domain/entitlement-access';
import { parseSaveEntitlement } from './domain/entitlement-input';
import { DeleteEntitlementUseCase } from './usecases/delete-entitlement/delete-entitlement.usecase';
import { ListEntitlementsUseCase } from './usecases/list-entitlements/list-entitlements.usecase';
import { SaveEntitlementUseCase } from './usecases/save-entitlement/save-entitlement.usecase';

/** The actor, once their role is one that keeps vacation days: a forbidden caller hears 403 before any field error. */
function administrator(meta: MessageMeta): Actor {
  const actor = requireActor(meta);
  assertMayAdminister(actor);
  return actor;
}

/** Vacation days per user (administration screens; the actor's role and company decide). */
@Controller()
export class EntitlementsConsumer {
  constructor(
    private readonly listEntitlements: ListEntitlementsUseCase,
    private readonly saveEntitlement: SaveEntitlementUseCase,
    private readonly deleteEntitlement: DeleteEntitlementUseCase,
    private readonly figures: EntitlementsPresenter,
  ) {}

  @MessagePattern(LIST_ENTITLEMENTS.pattern)
  list(@Payload() envelope: MessageEnvelope): Promise<VacationEntitlement[]> {
    const actor = administrator(envelope.meta);
    return this.listEntitlements.execute(actor, readRequest(ListEntitlementsRequest, envelope.payload), envelope.meta);
  }

  @MessagePattern(SAVE_ENTITLEMENT.pattern)
  save(@Payload() envelope: MessageEnvelope): Promise<VacationEntitlement> {
    const actor = administrator(envelope.meta);
    return this.saveEntitlement.execute(actor, valid(parseSaveEntitlement(envelope.payload)), envelope.meta);
  }

  @MessagePattern(DELETE_ENTITLEMENT.pattern)
  remove(@Payload() envelope: MessageEnvelope): Promise<{ deleted: true }> {
    const actor = administrator(envelope.meta);
    return this.deleteEntitlement.execute(actor, readRequest(DeleteEntitlementRequest, envelope.payload), envelope.meta);
  }

  /** The actor's own rules with used, pending and unused days, live (any role: it is their own). */
  @MessagePattern(GET_MY_VACATION_DAYS.pattern)
  async mine(@Payload() envelope: MessageEnvelope): Promise<VacationBalanceRow[]> {
    const actor = requireActor(envelope.meta);
    const rows = await this.figures.forUser(actor.companyId, actor.userId);
    return rows.map(({ id, name, valid_from, valid_to, days, used_days, pending_days, unused_days }) => ({ id, name, valid_from, valid_to, days, used_days, pending_days, unused_days }));
  }
}
