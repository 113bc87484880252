import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ABSENCE_ENTITLEMENT_RPC, type MessageEnvelope, type VacationEntitlement } from '@presently/contracts';
import { requireActor } from '@presently/service-runtime';
import { DeleteEntitlementUseCase } from './usecases/delete-entitlement/delete-entitlement.usecase';
import { ListEntitlementsUseCase } from './usecases/list-entitlements/list-entitlements.usecase';
import { SaveEntitlementUseCase } from './usecases/save-entitlement/save-entitlement.usecase';

/** Vacation days per user (administration screens; the actor's role and company decide). */
@Controller()
export class EntitlementsConsumer {
  constructor(
    private readonly listEntitlements: ListEntitlementsUseCase,
    private readonly saveEntitlement: SaveEntitlementUseCase,
    private readonly deleteEntitlement: DeleteEntitlementUseCase,
  ) {}

  @MessagePattern(ABSENCE_ENTITLEMENT_RPC.list)
  list(@Payload() envelope: MessageEnvelope): Promise<VacationEntitlement[]> {
    return this.listEntitlements.execute(requireActor(envelope.meta), envelope.payload, envelope.meta);
  }

  @MessagePattern(ABSENCE_ENTITLEMENT_RPC.save)
  save(@Payload() envelope: MessageEnvelope): Promise<VacationEntitlement> {
    return this.saveEntitlement.execute(requireActor(envelope.meta), envelope.payload, envelope.meta);
  }

  @MessagePattern(ABSENCE_ENTITLEMENT_RPC.delete)
  remove(@Payload() envelope: MessageEnvelope): Promise<{ deleted: true }> {
    return this.deleteEntitlement.execute(requireActor(envelope.meta), envelope.payload, envelope.meta);
  }
}
